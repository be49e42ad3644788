/**
 * What happened after Publish / Save draft: uploading (progress is on each file), an upload failure with
 * SPEC §8's message and the two ways on, or success with a link to the update.
 */
import { UI_ERROR_MESSAGES } from '@stride/shared';
import { Link } from '../ui/link';
import { Button, buttonClasses } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { AlertIcon, CheckIcon } from './icons';
import type { SubmissionState } from './use-post-submission';

export interface ComposerOutcomeProps {
  state: SubmissionState;
  onRetry: () => void;
  onPublishAnyway: () => void;
  onStartOver: () => void;
  /** The author chose Publish: offer to publish what arrived. */
  canPublishAnyway: boolean;
}

/** Status panel under the composer; renders nothing while editing. */
export function ComposerOutcome({
  state,
  onRetry,
  onPublishAnyway,
  onStartOver,
  canPublishAnyway,
}: ComposerOutcomeProps) {
  if (state.phase === 'uploading') {
    return (
      <div
        role="status"
        className="mt-4 flex items-center gap-3 rounded-card border border-line/70 bg-surface p-4 shadow-card"
      >
        <Spinner size="sm" label={null} />
        <p className="text-sm font-medium text-fg">
          Uploading files… keep this page open until every file is uploaded.
        </p>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="mt-4 rounded-card border border-danger/30 bg-danger/5 p-5">
        <p className="flex items-center gap-2 font-semibold text-danger">
          <AlertIcon className="size-5" /> {state.error ?? UI_ERROR_MESSAGES.uploadFailed}
        </p>
        <p className="mt-1 text-sm text-fg-muted">Your post is saved. Retry sends only what is missing.</p>
        <div className="mt-4 flex flex-wrap gap-2.5">
          <Button onClick={onRetry}>Retry upload</Button>
          {canPublishAnyway && (
            <Button variant="outline" onClick={onPublishAnyway}>
              Publish without the failed files
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (state.phase === 'done' && state.postId !== null) {
    return (
      <div
        role="status"
        data-testid="post-done"
        className="mt-4 rounded-card border border-success/25 bg-success/5 p-6 text-center"
      >
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-success text-white">
          <CheckIcon className="size-6" />
        </span>
        <p className="mt-3 text-lg font-bold text-fg">
          {state.published ? 'Your update is live' : 'Saved to drafts'}
        </p>
        <p className="mt-1 text-sm text-fg-muted">
          {state.published
            ? 'Videos and audio appear once processing completes.'
            : 'Nothing was sent to members yet.'}
        </p>
        <div className="mt-5 flex flex-col justify-center gap-2.5 sm:flex-row">
          {state.published && (
            <Link to={`/updates/${state.postId}/`} className={buttonClasses({ variant: 'outline' })}>
              View update
            </Link>
          )}
          <Button onClick={onStartOver}>Write another post</Button>
        </div>
      </div>
    );
  }
  return null;
}
