import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then the same object every time', () => {
    const create = vi.fn(() => new Intl.NumberFormat('en-IE'));
    const formatter = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
