/** Presentational pieces of the composer: the publish bar, the empty drop zone and the drag overlay. */
import { Button } from '../ui/button';
import { Switch } from '../ui/switch';
import { UploadIcon } from './icons';

export interface ComposerActionBarProps {
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
  /** Empty draft or busy: SPEC §4, an empty draft does nothing. */
  disabled: boolean;
  saving: boolean;
  error: string | null;
  onSubmit: (publish: boolean) => void;
}

/** Notify switch, Save draft and Publish; sticks above the mobile tab bar, sits in the flow on desktop. */
export function ComposerActionBar({
  notify,
  onNotifyChange,
  disabled,
  saving,
  error,
  onSubmit,
}: ComposerActionBarProps) {
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 mt-4 rounded-card border border-line/70 bg-surface/95 px-4 py-3 shadow-float backdrop-blur sm:px-6 sm:py-4 lg:static lg:shadow-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Switch
          label="Notify members now"
          description="E-mail and app alerts as it goes live."
          checked={notify}
          onCheckedChange={onNotifyChange}
          disabled={saving}
          className="sm:max-w-xs"
        />
        <div className="flex gap-2.5">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={disabled}
            onClick={() => onSubmit(false)}
          >
            Save draft
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            disabled={disabled}
            loading={saving}
            onClick={() => onSubmit(true)}
          >
            Publish
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The empty attachment area: a big target that opens the file picker, with the SPEC §9 limits. */
export function DropHint({ maxFiles, onBrowse }: { maxFiles: number; onBrowse: () => void }) {
  return (
    <button
      type="button"
      onClick={onBrowse}
      className="flex w-full flex-col items-center gap-1 rounded-card border border-dashed border-line px-4 py-6 text-center transition-colors hover:border-brand hover:bg-brand-soft/40 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25"
    >
      <UploadIcon className="size-7 text-fg-subtle" />
      <span className="text-sm font-semibold text-fg">
        Drop photos, videos, audio or documents here, or browse
      </span>
      <span className="text-xs text-fg-muted">
        Photos up to 25 MB (PNG, JPG, GIF) · video up to 400 MB (MOV, MP4, AVI) · audio up to 400 MB (MP3,
        AAC) · documents up to 400 MB (PDF, Word, Excel, PowerPoint) · up to {maxFiles} files
      </span>
    </button>
  );
}

/** Shown over the whole composer while files are dragged over it. */
export function DropOverlay() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-30 grid place-items-center rounded-card border-2 border-dashed border-brand bg-brand-soft/80 backdrop-blur-[1px]"
    >
      <div className="flex flex-col items-center gap-2 text-brand-ink">
        <UploadIcon className="size-10" />
        <p className="text-lg font-bold">Drop to attach</p>
      </div>
    </div>
  );
}
