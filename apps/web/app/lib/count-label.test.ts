import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('writes a whole count as en-IE does, thousands grouped with commas', () => {
    for (const count of [
      0, 7, 42, 999, 1000, 4999, 5000, 5001, 12_345, 100_000, 1_234_567, 987_654_321, -1234,
    ]) {
      expect(countLabel(count)).toBe(count.toLocaleString('en-IE'));
    }
    expect(countLabel(5000)).toBe('5,000');
  });
});
