/**
 * The comment composer's check before sending, with the rules and messages of the shared schema the API
 * validates with (createCommentSchema: trimmed, required, at most COMMENT_MAX_LENGTH characters). Written
 * out instead of calling the schema: importing it would bring zod (25 KiB gzip) onto the update page.
 */
import { COMMENT_MAX_LENGTH, requiredMessage, tooLongMessage } from '@stride/shared';

/** The trimmed body to send, or the message to show under the field. */
export function checkComment(
  _postId: number,
  body: string,
): { ok: true; body: string } | { ok: false; message: string } {
  const trimmed = body.trim();
  if (trimmed.length === 0) return { ok: false, message: requiredMessage('comment') };
  if (trimmed.length > COMMENT_MAX_LENGTH)
    return { ok: false, message: tooLongMessage('comment', COMMENT_MAX_LENGTH) };
  return { ok: true, body: trimmed };
}
