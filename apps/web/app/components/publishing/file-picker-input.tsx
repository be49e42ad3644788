import type { Ref } from 'react';
import { FILE_INPUT_ACCEPT } from './attachments';

export interface FilePickerInputProps {
  ref: Ref<HTMLInputElement>;
  /** What the picker is for, for screen readers ("Choose files to attach"). */
  label: string;
  testId: string;
  onFiles: (files: File[]) => void;
}

/**
 * The hidden multi-file input behind the composer's and the edit panel's file buttons: it accepts the
 * SPEC's file types, is reached through its button rather than by Tab, and clears itself after each pick
 * so the same file can be chosen again after a removal.
 */
export function FilePickerInput({ ref, label, testId, onFiles }: FilePickerInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      accept={FILE_INPUT_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        event.target.value = '';
      }}
    />
  );
}
