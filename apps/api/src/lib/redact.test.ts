import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides token-like query values and keeps the rest', () => {
    expect(redactUrl('/oauth/v2/token?code=abc&state=xyz')).toBe('/oauth/v2/token?code=[redacted]&state=[redacted]');
    expect(redactUrl('/x?access_token=secret')).not.toContain('secret');
    expect(redactUrl('/api/horses?page=2')).toBe('/api/horses?page=2');
    expect(redactUrl('/api/horses')).toBe('/api/horses');
  });
});
