/**
 * Editing a comment in place (decision 024): its author gets an Edit button (comment.permissions.edit);
 * the body turns into a text box holding the current text, saved with the same shared check as a new
 * comment; Cancel or Escape puts everything back and focus returns to the Edit button.
 */
import type { Comment } from '@stride/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api/errors';
import { useEditComment } from '../../lib/members/use-comments';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { checkComment } from './comment-rules';
import { CommentStatus } from './comment-status';
import { PencilIcon } from './update-icons';

/** The pencil button that opens the editor. */
export function EditCommentButton({
  comment,
  onEdit,
  buttonRef,
}: {
  comment: Comment;
  onEdit: () => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onEdit}
      aria-label="Edit your comment"
      data-comment-id={comment.id}
      className="-my-1 grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle transition-colors hover:bg-ink-900/6 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <PencilIcon className="size-4" />
    </button>
  );
}

/** The in-place editor: the current text, Save and Cancel. */
export function CommentEditForm({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const id = useId();
  const edit = useEditComment();
  const [body, setBody] = useState(comment.body);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkComment(comment.postId, body);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (checked.body === comment.body) {
      onClose();
      return;
    }
    setError(null);
    edit.mutate(
      { commentId: comment.id, body: checked.body },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const violation =
            failure instanceof ApiRequestError
              ? failure.violations.find((v) => v.propertyPath === 'body')
              : undefined;
          setError(violation?.message ?? failure.message);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      className="mt-2 grid gap-2"
      aria-label="Edit comment"
    >
      <label htmlFor={id} className="sr-only">
        Edit your comment
      </label>
      <textarea
        id={id}
        ref={field}
        name="body"
        rows={3}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        className={cn(
          'w-full resize-y rounded-control border bg-surface px-3 py-2 text-base text-fg',
          'focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CommentStatus id={id} error={error} length={body.length} />
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={edit.isPending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
