import type { Comment } from '@stride/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api/errors';
import { useComments, useCreateComment, useDeleteComment } from '../../lib/members/use-comments';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Skeleton } from '../ui/skeleton';
import { authorInitials } from './author-line';
import { CommentEditForm, EditCommentButton } from './comment-edit';
import { checkComment } from './comment-rules';
import { CommentStatus } from './comment-status';
import { ConfirmDelete } from './confirm-delete';
import { RelativeTime } from './relative-time';
import { TrashIcon } from './update-icons';

/** Delete with a confirmation, offered only when the API says this user may (comment.permissions.delete). */
function DeleteCommentButton({ comment }: { comment: Comment }) {
  const remove = useDeleteComment(comment.postId);
  const who = `${comment.author.firstname} ${comment.author.lastname}`;
  return (
    <ConfirmDelete
      trigger={
        <button
          type="button"
          aria-label={`Delete the comment of ${who}`}
          className="-my-1 ml-auto grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle transition-colors hover:bg-danger/8 hover:text-danger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <TrashIcon className="size-4" />
        </button>
      }
      title="Delete this comment?"
      description="It disappears for every member of the syndicate. This cannot be undone."
      confirmLabel="Delete comment"
      doneMessage="The comment was deleted."
      busy={remove.isPending}
      onConfirm={(done, failed) => remove.mutate(comment.id, { onSuccess: done, onError: failed })}
    />
  );
}

/** One comment: the body is plain text (HTML typed into a comment shows as typed, never as markup). */
function CommentItem({ comment }: { comment: Comment }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened the editor (after it is rendered again).
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <li className="flex gap-3" data-testid="comment">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-900/6 text-xs font-bold text-fg-muted"
      >
        {authorInitials(comment.author)}
      </span>
      <div className="min-w-0 flex-1 rounded-2xl rounded-tl-md bg-canvas px-4 py-2.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-fg">
            {comment.author.firstname} {comment.author.lastname}
          </span>
          <RelativeTime iso={comment.createdAt} className="text-xs text-fg-subtle" />
          {comment.editedAt && <span className="text-xs text-fg-subtle">· edited</span>}
          <span className="ml-auto flex gap-1">
            {comment.permissions.edit && !editing && (
              <EditCommentButton comment={comment} onEdit={() => setEditing(true)} buttonRef={editButton} />
            )}
            {comment.permissions.delete && <DeleteCommentButton comment={comment} />}
          </span>
        </p>
        {editing ? (
          <CommentEditForm comment={comment} onClose={closeEditor} />
        ) : (
          <p
            className="mt-1 text-[0.9375rem] leading-6 break-words whitespace-pre-line text-fg"
            data-testid="comment-body"
          >
            {comment.body}
          </p>
        )}
      </div>
    </li>
  );
}

/** The composer: checked with the shared rule before sending; the API's own message shows when it refuses. */
function CommentComposer({ postId }: { postId: number }) {
  const id = useId();
  const create = useCreateComment(postId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkComment(postId, body);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    create.mutate(checked.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        const violation =
          failure instanceof ApiRequestError
            ? failure.violations.find((v) => v.propertyPath === 'body')
            : undefined;
        setError(violation?.message ?? failure.message);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Add a comment">
      <label htmlFor={id} className="sr-only">
        Comment
      </label>
      <textarea
        id={id}
        name="body"
        rows={3}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
        placeholder="Write a comment…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        className={cn(
          'w-full resize-y rounded-control border bg-surface px-4 py-3 text-base text-fg shadow-[inset_0_1px_2px_rgb(12_19_38/0.04)]',
          'placeholder:text-fg-subtle/80 focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
        )}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <CommentStatus id={id} error={error} length={body.length} />
        </div>
        <Button type="submit" size="sm" loading={create.isPending}>
          Post comment
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2 comments of an update: oldest first like a conversation, "Load more" for the next page, then the composer. */
export function CommentsSection({ postId }: { postId: number }) {
  const comments = useComments(postId);
  return (
    <section aria-labelledby="comments-title" className="grid grid-cols-1 gap-5">
      <h2 id="comments-title" className="text-lg font-bold text-fg">
        Comments
        {comments.total > 0 && <span className="ml-2 text-fg-subtle tabular-nums">{comments.total}</span>}
      </h2>
      {comments.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-danger">
          Comments could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void comments.refetch()}>
            Try again
          </button>
        </p>
      ) : comments.comments.length === 0 ? (
        <p className="text-sm text-fg-muted">No comments yet — be the first.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Comments">
          {comments.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load more comments
        </Button>
      )}
      <CommentComposer postId={postId} />
    </section>
  );
}
