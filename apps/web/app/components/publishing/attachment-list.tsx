/**
 * The attached files: a tile per file with its kind, size and a progress bar while it uploads, plus a
 * remove button before publishing. Progress is announced politely, one file at a time.
 */
import { cn } from '../ui/cn';
import { ASSET_DESCRIPTION_MAX_LENGTH } from '@stride/shared';
import { type Attachment, attachmentKind, describeFile, descriptionOf, formatBytes } from './attachments';
import { AlertIcon, AudioIcon, CheckIcon, PaperclipIcon, PhotoIcon, VideoIcon, XIcon } from './icons';

export interface AttachmentListProps {
  attachments: readonly Attachment[];
  onRemove?: (id: string) => void;
  locked: boolean;
}

const KIND_ICON = { photo: PhotoIcon, video: VideoIcon, audio: AudioIcon, file: PaperclipIcon } as const;
const STATE_TEXT = {
  ready: 'Ready',
  queued: 'Waiting…',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
} as const;

/** The list of attachments with per-file progress bars. */
export function AttachmentList({ attachments, onRemove, locked }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-2.5 sm:grid-cols-2" aria-label="Attached files">
      {attachments.map((attachment) => {
        const kind = attachmentKind(attachment.file);
        const Icon = KIND_ICON[kind];
        const percent = Math.round(attachment.progress * 100);
        const showBar = attachment.state !== 'ready';
        return (
          <li
            key={attachment.id}
            data-testid="attachment"
            data-state={attachment.state}
            className={cn(
              'relative flex items-center gap-3 overflow-hidden rounded-card border bg-surface p-2.5 pr-3',
              attachment.state === 'failed' ? 'border-danger/50' : 'border-line',
            )}
          >
            <div className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-canvas text-fg-muted">
              {attachment.previewUrl ? (
                <img src={attachment.previewUrl} alt="" className="size-full object-cover" />
              ) : (
                <Icon className="size-6" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-fg" title={attachment.file.name}>
                {attachment.file.name}
              </p>
              <p className="mt-0.5 flex items-center gap-1.5 text-xs text-fg-muted">
                <span>{formatBytes(attachment.file.size)}</span>
                <span aria-hidden="true">·</span>
                <span
                  className={cn(
                    'inline-flex items-center gap-1',
                    attachment.state === 'done' && 'text-success',
                    attachment.state === 'failed' && 'font-semibold text-danger',
                  )}
                >
                  {attachment.state === 'done' && <CheckIcon className="size-3.5" />}
                  {attachment.state === 'failed' && <AlertIcon className="size-3.5" />}
                  {STATE_TEXT[attachment.state]}
                  {attachment.state === 'uploading' && ` ${percent}%`}
                </span>
              </p>
              {kind === 'photo' && !locked && (
                <PhotoDescriptionField file={attachment.file} id={`describe-${attachment.id}`} />
              )}
              {showBar && (
                <div
                  role="progressbar"
                  aria-label={`Upload of ${attachment.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-900/8"
                >
                  <div
                    className={cn(
                      'h-full rounded-full transition-[width] duration-300 ease-out',
                      attachment.state === 'failed'
                        ? 'bg-danger'
                        : attachment.state === 'done'
                          ? 'bg-success'
                          : 'bg-brand',
                    )}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              )}
            </div>
            {!locked && onRemove && (
              <button
                type="button"
                onClick={() => onRemove(attachment.id)}
                aria-label={`Remove ${attachment.file.name}`}
                className="grid size-9 shrink-0 place-items-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25"
              >
                <XIcon className="size-4" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The optional description of an attached photo: read aloud as its alt text (decision 025). Without one,
 * members' screens describe it from the horse and the update, never by its file name.
 */
function PhotoDescriptionField({ file, id }: { file: File; id: string }) {
  return (
    <div className="mt-2">
      <label htmlFor={id} className="sr-only">
        Description of {file.name} (optional, read out to people who cannot see the photo)
      </label>
      <input
        id={id}
        type="text"
        defaultValue={descriptionOf(file) ?? ''}
        maxLength={ASSET_DESCRIPTION_MAX_LENGTH}
        placeholder="Describe the photo"
        onChange={(event) => describeFile(file, event.target.value)}
        className="h-9 w-full min-w-0 rounded-control border border-line bg-surface px-2.5 text-sm text-fg placeholder:text-fg-subtle hover:border-fg-subtle/60 focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none"
      />
    </div>
  );
}
