import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useInfiniteScroll', () => {
  afterEach(() => scrollTo(0));

  it('loads once when scrolling down near the bottom, then again only after the re-arm delay', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
    let clock = 0;
    const loadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ hasNextPage: true, isLoading: false, loadMore, now: () => clock }));
    scrollTo(1000);
    expect(loadMore).not.toHaveBeenCalled();
    scrollTo(2500);
    expect(loadMore).toHaveBeenCalledTimes(1);
    clock = 500;
    scrollTo(2600);
    expect(loadMore).toHaveBeenCalledTimes(1);
    clock = 1000;
    scrollTo(2700);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('never loads on the last page', () => {
    const loadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ hasNextPage: false, isLoading: false, loadMore }));
    scrollTo(3200);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
