import { COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE, createCommentSchema } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { checkComment } from './comment-rules';

describe('checkComment', () => {
  it('refuses an empty or blank comment with the SPEC required message', () => {
    expect(checkComment(1, '   ')).toEqual({ ok: false, message: 'Please add a comment before submission' });
  });

  it('refuses a comment over the limit with the documented message', () => {
    expect(checkComment(1, 'x'.repeat(10_000))).toEqual({ ok: false, message: COMMENT_TOO_LONG_MESSAGE });
    expect(COMMENT_TOO_LONG_MESSAGE).toBe(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`);
  });

  it('sends the trimmed text, HTML and all (it is shown as text)', () => {
    expect(checkComment(1, '  <b>hi</b> ')).toEqual({ ok: true, body: '<b>hi</b>' });
  });
});

describe('checkComment agrees with the API schema', () => {
  it.each(['', '   ', ' ok ', 'x'.repeat(5000), ` ${'x'.repeat(5000)} `, 'x'.repeat(5001)])(
    'for %#',
    (body) => {
      const parsed = createCommentSchema.safeParse({ post: 1, body });
      const expected = parsed.success
        ? { ok: true, body: parsed.data.body }
        : { ok: false, message: parsed.error.issues[0]?.message };
      expect(checkComment(1, body)).toEqual(expected);
    },
  );
});
