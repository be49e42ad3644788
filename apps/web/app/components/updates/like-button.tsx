import type { Post } from '@stride/shared';
import { useLikeUpdate } from '../../lib/members/use-updates';
import { cn } from '../ui/cn';
import { useNotify } from '../notifications';
import { HeartIcon } from './update-icons';

/**
 * Like / unlike an update. SPEC §4: the new state shows only once the server accepted it, so while the
 * call runs the button is busy (and announces it), and a failure leaves the state as it was.
 */
export function LikeButton({
  post,
  className,
}: {
  post: Pick<Post, 'id' | 'isLiked' | 'likesCount'>;
  className?: string;
}) {
  const like = useLikeUpdate();
  const { notify } = useNotify();
  const busy = like.isPending;
  return (
    <button
      type="button"
      aria-pressed={post.isLiked}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() =>
        like.mutate(
          { id: post.id, liked: !post.isLiked },
          { onError: (error) => notify({ kind: 'error', message: error.message }) },
        )
      }
      className={cn(
        'relative z-10 inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70',
        post.isLiked ? 'bg-brand-soft text-brand-ink' : 'text-fg-muted hover:bg-ink-900/6 hover:text-fg',
        className,
      )}
    >
      <HeartIcon filled={post.isLiked} className={cn('size-5', busy && 'animate-pulse')} />
      <span>{post.isLiked ? 'Liked' : 'Like'}</span>
      <span className="tabular-nums text-fg-subtle" data-testid="likes-count">
        <span className="sr-only">, </span>
        {post.likesCount}
        <span className="sr-only"> {post.likesCount === 1 ? 'like' : 'likes'}</span>
      </span>
    </button>
  );
}
