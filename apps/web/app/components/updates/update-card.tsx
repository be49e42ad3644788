import { type Post, POST_TYPE_UI_LABELS, UI_ERROR_MESSAGES } from '@stride/shared';
import { Link } from '../ui/link';
import { RichText } from '../pages/rich-text';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { AuthorLine } from './author-line';
import { LikeButton } from './like-button';
import { MediaPreview } from './media-preview';
import { RaceEntryBlock } from './race-entry-block';
import { CommentIcon } from './update-icons';
import { updatePath } from './update-path';

export { updatePath };

/**
 * One update in the feed (SPEC §2 update): author label, horse, syndicate, relative time, the comment
 * (sanitised HTML, clamped), media previews, the race entry when there is one, like state and counts.
 * The whole card opens the update (a stretched link); the like button and links in the comment sit above it.
 * `priority`: the card is the first on the page, so its first photo is fetched at once (decision 038).
 */
export function UpdateCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const typeLabel = POST_TYPE_UI_LABELS[post.type];
  const processing = post.assetsStatus === 'processing';
  return (
    <article
      aria-labelledby={`update-${post.id}-link`}
      data-testid="update-card"
      data-update-id={post.id}
      className={cn(
        'group relative overflow-hidden rounded-card border border-line/70 bg-surface shadow-card',
        'transition-[box-shadow,transform] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-card-hover',
        'focus-within:shadow-card-hover',
      )}
    >
      <div className="grid grid-cols-1 gap-4 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <AuthorLine post={post} />
          <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
            {!post.isViewed && <Badge tone="brand">New</Badge>}
            {typeLabel && post.type !== 'media' && <Badge>{typeLabel}</Badge>}
          </div>
        </div>
        {post.comment.trim() !== '' && (
          <RichText
            html={post.comment}
            compact
            className="line-clamp-4 [&_a]:relative [&_a]:z-10 [&>:first-child]:mt-0"
          />
        )}
        {post.assets.length > 0 && <MediaPreview assets={post.assets} owner={post} priority={priority} />}
        {processing && (
          <p className="rounded-xl bg-brand-soft px-3 py-2 text-sm text-brand-ink">
            {UI_ERROR_MESSAGES.uploadInProgress}
          </p>
        )}
        {post.horseEntry && <RaceEntryBlock entry={post.horseEntry} linkHorse={false} showComments={false} />}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line/70 px-2 py-1.5 sm:px-3">
        <LikeButton post={post} />
        <span className="inline-flex items-center gap-2 px-3 text-sm font-semibold text-fg-muted">
          <CommentIcon className="size-5" />
          <span className="tabular-nums">{post.commentsCount}</span>
          <span className="sr-only">{post.commentsCount === 1 ? 'comment' : 'comments'}</span>
        </span>
        <Link
          id={`update-${post.id}-link`}
          to={updatePath(post.id)}
          className={cn(
            'px-3 py-2 text-sm font-semibold text-brand-ink',
            // Stretched over the card so a tap anywhere opens the update.
            'after:absolute after:inset-0 after:rounded-card after:content-[""]',
            'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-brand',
          )}
        >
          Open update
          <span className="sr-only">
            {' '}
            from {post.authorLabel}
            {post.horse ? ` about ${post.horse.name}` : ''}
          </span>
        </Link>
      </div>
    </article>
  );
}

/** Placeholder cards while the feed loads. */
export function UpdateCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-line/70 bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center gap-3">
        <div className="size-11 animate-pulse rounded-full bg-ink-900/8" />
        <div className="grid flex-1 gap-2">
          <div className="h-3.5 w-44 animate-pulse rounded bg-ink-900/8" />
          <div className="h-3 w-28 animate-pulse rounded bg-ink-900/8" />
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        <div className="h-3.5 w-full animate-pulse rounded bg-ink-900/8" />
        <div className="h-3.5 w-11/12 animate-pulse rounded bg-ink-900/8" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-ink-900/8" />
      </div>
      <div className="mt-4 aspect-[16/10] animate-pulse rounded-2xl bg-ink-900/8" />
    </div>
  );
}
