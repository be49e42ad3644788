// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './accept-encoding.js';

describe('acceptsBrotli', () => {
  it('accepts what browsers send', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
  });

  it('refuses a missing header, other encodings and br weighted zero', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('identity')).toBe(false);
    expect(acceptsBrotli('br;q=0, *')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
  });

  it('takes a wildcard for br unless it is weighted zero', () => {
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli('gzip, *;q=0')).toBe(false);
  });
});
