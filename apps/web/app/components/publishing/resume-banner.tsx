/**
 * Offers to finish uploads a reload interrupted: the author picks the same files again (browsers do not
 * keep them), they are matched by name, size and date, and only the missing parts are sent.
 */
import { useEffect, useRef, useState } from 'react';
import { type PendingPostUpload, type ResumeStore, fileFingerprint } from '../../lib/uploads/resume-store';
import { Button } from '../ui/button';
import { UploadIcon } from './icons';

export interface ResumeBannerProps {
  store: ResumeStore;
  onResume: (pending: PendingPostUpload, files: File[]) => void;
  disabled?: boolean;
}

/** Orders picked files as the post had them; null when one is missing. */
export function matchPendingFiles(pending: PendingPostUpload, picked: readonly File[]): File[] | null {
  const byPrint = new Map(picked.map((file) => [fileFingerprint(file), file]));
  const ordered = [...pending.files]
    .sort((a, b) => a.fileIndex - b.fileIndex)
    .map((entry) => byPrint.get(fileFingerprint(entry)));
  return ordered.every((file): file is File => file !== undefined) ? ordered : null;
}

/** The banner; shows nothing without an unfinished upload. */
export function ResumeBanner({ store, onResume, disabled }: ResumeBannerProps) {
  const [pending, setPending] = useState<PendingPostUpload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setPending(store.list()[0] ?? null), [store]);
  if (!pending || disabled) return null;
  const names = pending.files.map((file) => file.name).join(', ');
  return (
    <div
      role="region"
      aria-label="Unfinished upload"
      className="mb-5 rounded-card border border-brand/30 bg-brand-soft/50 p-4 sm:p-5"
    >
      <p className="flex items-center gap-2 font-semibold text-fg">
        <UploadIcon className="size-5 text-brand-ink" /> An upload was interrupted
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        Choose the same files again ({names}) and only what is missing will be sent.
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2.5">
        <Button size="sm" onClick={() => input.current?.click()}>
          Choose files to resume
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            store.finish(pending.postId);
            setPending(null);
          }}
        >
          Dismiss
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose the same files to resume"
        onChange={(event) => {
          const files = matchPendingFiles(pending, Array.from(event.target.files ?? []));
          event.target.value = '';
          if (!files)
            return setProblem('Those are not the same files. Choose every file of the interrupted post.');
          setProblem(null);
          setPending(null);
          onResume(pending, files);
        }}
      />
    </div>
  );
}
