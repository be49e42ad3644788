import { SCROLL_REARM_MS } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { INITIAL_SCROLL_STATE, isNearBottom, onScroll } from './infinite-scroll';

// A 4000 px page in an 800 px viewport: the trigger zone starts where 1000 px (25 %) or less remain.
const page = (scrollTop: number) => ({ scrollTop, viewportHeight: 800, scrollHeight: 4000 });
const open = { hasNextPage: true, isLoading: false, now: 10_000 };

describe('isNearBottom', () => {
  it('is true once at most 25 % of the page is left below the viewport', () => {
    expect(isNearBottom(page(2199))).toBe(false); // 1001 px left
    expect(isNearBottom(page(2200))).toBe(true); // 1000 px left
    expect(isNearBottom(page(3200))).toBe(true);
  });
});

describe('onScroll', () => {
  it('loads when scrolling down into the bottom 25 %', () => {
    const result = onScroll({ ...INITIAL_SCROLL_STATE, lastScrollTop: 2100 }, page(2300), open);
    expect(result.load).toBe(true);
    expect(result.state).toEqual({ lastScrollTop: 2300, triggeredAt: 10_000 });
  });

  it('does not load while scrolling up, even near the bottom', () => {
    expect(onScroll({ lastScrollTop: 3200, triggeredAt: null }, page(3000), open).load).toBe(false);
  });

  it('does not load outside the trigger zone', () => {
    expect(onScroll({ lastScrollTop: 0, triggeredAt: null }, page(1000), open).load).toBe(false);
  });

  it('stops at the last page', () => {
    expect(
      onScroll({ lastScrollTop: 2100, triggeredAt: null }, page(2300), { ...open, hasNextPage: false }).load,
    ).toBe(false);
  });

  it('does not start a second load while one is in flight', () => {
    expect(
      onScroll({ lastScrollTop: 2100, triggeredAt: null }, page(2300), { ...open, isLoading: true }).load,
    ).toBe(false);
  });

  it('re-arms only after 1000 ms', () => {
    const first = onScroll({ lastScrollTop: 2100, triggeredAt: null }, page(2300), open);
    const tooSoon = onScroll(first.state, page(2400), { ...open, now: open.now + SCROLL_REARM_MS - 1 });
    expect(tooSoon.load).toBe(false);
    expect(tooSoon.state.triggeredAt).toBe(open.now);
    const rearmed = onScroll(tooSoon.state, page(2500), { ...open, now: open.now + SCROLL_REARM_MS });
    expect(rearmed.load).toBe(true);
  });
});
