import { COMMENT_MAX_LENGTH } from '@stride/shared';
import { cn } from '../ui/cn';
import { countLabel } from '../../lib/count-label';

/**
 * The line under a comment textarea, shared by the composer and the edit form: the error when there is
 * one (announced), otherwise the character count, red once over the limit. Its ids (`${id}-error`,
 * `${id}-count`) are the ones the textarea's aria-describedby points at.
 */
export function CommentStatus({ id, error, length }: { id: string; error: string | null; length: number }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : (
    <p
      id={`${id}-count`}
      className={cn('text-xs tabular-nums', length > COMMENT_MAX_LENGTH ? 'text-danger' : 'text-fg-subtle')}
    >
      {countLabel(length)} / {countLabel(COMMENT_MAX_LENGTH)}
    </p>
  );
}
