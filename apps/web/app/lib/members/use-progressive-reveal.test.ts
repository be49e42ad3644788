import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextRevealCount, useProgressiveReveal } from './use-progressive-reveal';

describe('progressive reveal (decision 038)', () => {
  it('adds a step at a time and shows everything once a step reaches the end', () => {
    expect(nextRevealCount(2, 10)).toBe(3);
    expect(nextRevealCount(2, 10, 2)).toBe(4);
    expect(nextRevealCount(9, 10)).toBe(Number.POSITIVE_INFINITY);
    expect(nextRevealCount(8, 10, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(nextRevealCount(2, 3)).toBe(Number.POSITIVE_INFINITY);
    expect(nextRevealCount(1, 3)).toBe(2);
  });

  it('renders what the server rendered first, then the rest in later tasks', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveReveal(total, 2), {
      initialProps: { total: 10 },
    });
    // The first render matches the server's HTML: two cards.
    expect(result.current).toBe(2);
    await vi.waitFor(() => expect(result.current).toBe(10));
    // Done: a next page or a live post renders at once.
    act(() => rerender({ total: 21 }));
    expect(result.current).toBe(21);
  });

  it('shows everything at once when the list did not come with the document', () => {
    const { result } = renderHook(() => useProgressiveReveal(10, null));
    expect(result.current).toBe(10);
  });
});
