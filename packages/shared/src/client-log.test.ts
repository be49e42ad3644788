import { describe, expect, it } from 'vitest';
import { clientLogSchema } from './client-log-schema.js';
import { CLIENT_LOG_MAX_CONTEXT_KEYS, CLIENT_LOG_MAX_MESSAGE_LENGTH, CLIENT_LOG_PATH } from './client-log.js';

describe('client log entry', () => {
  it('is posted to /log/ on the web origin', () => {
    expect(CLIENT_LOG_PATH).toBe('/log/');
  });

  it('defaults the level to error and keeps flat context', () => {
    expect(
      clientLogSchema.parse({ message: ' boom ', context: { path: '/horses/', line: 3, ok: false } }),
    ).toEqual({
      message: 'boom',
      level: 'error',
      context: { path: '/horses/', line: 3, ok: false },
    });
  });

  it('refuses empty or oversized messages, unknown levels, nested context and extra fields', () => {
    expect(clientLogSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(
      clientLogSchema.safeParse({ message: 'x'.repeat(CLIENT_LOG_MAX_MESSAGE_LENGTH + 1) }).success,
    ).toBe(false);
    expect(clientLogSchema.safeParse({ message: 'a', level: 'fatal' }).success).toBe(false);
    expect(clientLogSchema.safeParse({ message: 'a', context: { nested: { a: 1 } } }).success).toBe(false);
    expect(clientLogSchema.safeParse({ message: 'a', user: 'x' }).success).toBe(false);
  });

  it('caps the number of context entries', () => {
    const many = Object.fromEntries(
      Array.from({ length: CLIENT_LOG_MAX_CONTEXT_KEYS + 1 }, (_, i) => [`k${i}`, i]),
    );
    expect(clientLogSchema.safeParse({ message: 'a', context: many }).success).toBe(false);
  });
});
