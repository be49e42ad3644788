import { describe, expect, it } from 'vitest';
import { formatEuro } from './format';

describe('formatEuro', () => {
  it('shows whole euros without cents and with thousands separators', () => {
    expect(formatEuro(125_000_00)).toBe('€125,000');
    expect(formatEuro(0)).toBe('€0');
  });

  it('keeps cents when there are some', () => {
    expect(formatEuro(1_250_50)).toBe('€1,250.50');
  });
});
