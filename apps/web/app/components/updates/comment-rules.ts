/**
 * The comment composer's check before sending, with the same shared schema the API validates with
 * (createCommentSchema: trimmed, required, at most COMMENT_MAX_LENGTH characters), so the messages match.
 */
import { createCommentSchema } from '@stride/shared';

/** The trimmed body to send, or the message to show under the field. */
export function checkComment(
  postId: number,
  body: string,
): { ok: true; body: string } | { ok: false; message: string } {
  const parsed = createCommentSchema.safeParse({ post: postId, body });
  if (parsed.success) return { ok: true, body: parsed.data.body };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your comment' };
}
