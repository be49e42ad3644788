import { describe, expect, it } from 'vitest';
import { parseRange } from './media.js';

describe('parseRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('says when there is no range or it cannot be satisfied', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid');
    expect(parseRange('bytes=5-1', 1000)).toBe('invalid');
    expect(parseRange('items=0-1', 1000)).toBe('invalid');
    expect(parseRange('bytes=-', 1000)).toBe('invalid');
  });
});
