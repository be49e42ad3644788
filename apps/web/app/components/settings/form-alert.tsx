import { FORM_ERROR_TEXT, FORM_ERROR_TITLE } from '@stride/shared';

export interface FormAlertProps {
  /** A message for the whole form; the SPEC §5 text when the problem is in the fields. */
  message?: string;
}

/** SPEC §5 form error banner: 'Form Requires Attention', announced to screen readers. */
export function FormAlert({ message = FORM_ERROR_TEXT }: FormAlertProps) {
  return (
    <div role="alert" className="rounded-control border border-danger/30 bg-danger/5 px-4 py-3">
      <p className="text-sm font-semibold text-danger">{FORM_ERROR_TITLE}</p>
      <p className="mt-0.5 text-sm text-fg-muted">{message}</p>
    </div>
  );
}
