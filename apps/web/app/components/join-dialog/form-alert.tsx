import { FORM_ERROR_TEXT, FORM_ERROR_TITLE } from '@stride/shared';

/** SPEC §5 form error banner ('Form Requires Attention'), or another problem of the whole form, announced. */
export function FormAlert({
  title = FORM_ERROR_TITLE,
  message = FORM_ERROR_TEXT,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <div role="alert" className="rounded-control border border-danger/30 bg-danger/5 px-4 py-3">
      <p className="text-sm font-semibold text-danger">{title}</p>
      <p className="mt-0.5 text-sm text-fg-muted">{message}</p>
    </div>
  );
}
