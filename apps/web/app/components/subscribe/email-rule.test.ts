import { emailField } from '@stride/shared';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailProblem } from './email-rule';

describe('newsletter e-mail rule', () => {
  it('uses exactly the pattern of the shared emailField()', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('gives the same SPEC §5 answer as the API for every kind of input', () => {
    const samples = [
      '',
      '   ',
      'ann@example.com',
      ' ann@example.com ',
      'ann@',
      'ann.example.com',
      'a@b.c',
      `${'a'.repeat(250)}@example.com`,
      "o'neill+race@mail.example.ie",
    ];
    for (const sample of samples) {
      const parsed = emailField().safeParse(sample);
      const expected = parsed.success ? null : parsed.error.issues[0]!.message;
      expect(emailProblem(sample), JSON.stringify(sample)).toBe(expected);
    }
  });
});
