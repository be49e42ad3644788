import type { Post } from '@stride/shared';
import { cn } from '../ui/cn';
import { RelativeTime } from './relative-time';

/** One or two capital letters of the author for the avatar. */
export function authorInitials(author: Pick<Post['author'], 'firstname' | 'lastname'>): string {
  return (
    [author.firstname, author.lastname]
      .map((part) => part.trim().charAt(0))
      .join('')
      .toUpperCase() || 'S'
  );
}

/**
 * Who posted an update and when: avatar, author label (Racing Manager / Stable Manager / Syndicate Manager
 * from the API, SPEC §2), horse, syndicate and the relative time.
 */
export function AuthorLine({ post, className }: { post: Post; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand-ink ring-2 ring-surface"
      >
        {authorInitials(post.author)}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="truncate text-[0.9375rem] font-semibold text-fg">
          <span data-testid="author-label">{post.authorLabel}</span>
          {post.horse && (
            <>
              <span aria-hidden="true" className="px-1.5 text-fg-subtle">
                ·
              </span>
              <span className="text-brand-ink">{post.horse.name}</span>
            </>
          )}
        </p>
        <p
          className={cn(
            'mt-1 text-[0.8125rem] text-fg-subtle',
            // "edited" must stay readable on a phone: the line may wrap to two instead of being cut.
            post.editedAt ? 'line-clamp-2' : 'truncate',
          )}
        >
          {post.syndicate.name}
          <span aria-hidden="true" className="px-1.5">
            ·
          </span>
          <RelativeTime iso={post.postedAt} />
          {post.editedAt && (
            <>
              <span aria-hidden="true" className="px-1.5">
                ·
              </span>
              <span data-testid="edited">edited</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
