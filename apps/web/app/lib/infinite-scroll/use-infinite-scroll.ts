import { useEffect, useRef } from 'react';
import { INITIAL_SCROLL_STATE, type InfiniteScrollState, onScroll } from './infinite-scroll';

export interface UseInfiniteScrollOptions {
  /** False on the last page (SPEC §4: stops at the last page). */
  hasNextPage: boolean;
  /** True while a page is being fetched. */
  isLoading: boolean;
  /** Fetches the next page. */
  loadMore: () => void;
  /** Turn the listener off (e.g. while the first page loads or failed). */
  enabled?: boolean;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/**
 * Window infinite scroll with the SPEC §4 rule of infinite-scroll.ts: listens to `scroll` (passive) and
 * calls `loadMore` when scrolling down within 25 % of the bottom, at most once per 1000 ms, never past
 * the last page.
 */
export function useInfiniteScroll({
  hasNextPage,
  isLoading,
  loadMore,
  enabled = true,
  now = Date.now,
}: UseInfiniteScrollOptions): void {
  const state = useRef<InfiniteScrollState>(INITIAL_SCROLL_STATE);
  // The listener reads the latest values without being re-attached on every render.
  const latest = useRef({ hasNextPage, isLoading, loadMore, now });
  latest.current = { hasNextPage, isLoading, loadMore, now };

  useEffect(() => {
    if (!enabled) return;
    state.current = { ...state.current, lastScrollTop: window.scrollY };
    function handleScroll() {
      const { hasNextPage: hasNext, isLoading: loading, loadMore: load, now: clock } = latest.current;
      const result = onScroll(
        state.current,
        {
          scrollTop: window.scrollY,
          viewportHeight: window.innerHeight,
          scrollHeight: document.documentElement.scrollHeight,
        },
        { hasNextPage: hasNext, isLoading: loading, now: clock() },
      );
      state.current = result.state;
      if (result.load) load();
    }
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [enabled]);
}
