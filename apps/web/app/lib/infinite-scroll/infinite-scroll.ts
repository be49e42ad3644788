/**
 * SPEC §4 infinite scroll as a pure state machine: load the next page when, while scrolling DOWN, the
 * bottom of the viewport comes within 25 % (SCROLL_LOAD_TRIGGER_RATIO) of the page's end; stop at the last
 * page; after triggering, stay disarmed for SCROLL_REARM_MS (1000 ms). The hook (use-infinite-scroll.ts)
 * only feeds it scroll positions and the clock.
 */
import { SCROLL_LOAD_TRIGGER_RATIO, SCROLL_REARM_MS } from '@stride/shared';

/** What the rule needs to know about one scroll event. */
export interface ScrollSample {
  /** window.scrollY (or the container's scrollTop). */
  scrollTop: number;
  /** The visible height (window.innerHeight or the container's clientHeight). */
  viewportHeight: number;
  /** The full scrollable height (document.documentElement.scrollHeight or the container's scrollHeight). */
  scrollHeight: number;
}

/** State carried from one scroll event to the next. */
export interface InfiniteScrollState {
  /** The previous scrollTop, to tell down from up. */
  lastScrollTop: number;
  /** When the last load was triggered (epoch ms); null when never. */
  triggeredAt: number | null;
}

export const INITIAL_SCROLL_STATE: InfiniteScrollState = { lastScrollTop: 0, triggeredAt: null };

/** What else decides whether a load may start. */
export interface ScrollConditions {
  /** False on the last page: scrolling stops loading. */
  hasNextPage: boolean;
  /** A page is already on its way. */
  isLoading: boolean;
  now: number;
}

/** True when the viewport's bottom is within 25 % of the page's end (distance left ≤ 25 % of the scroll height). */
export function isNearBottom({ scrollTop, viewportHeight, scrollHeight }: ScrollSample): boolean {
  const remaining = scrollHeight - (scrollTop + viewportHeight);
  return remaining <= scrollHeight * SCROLL_LOAD_TRIGGER_RATIO;
}

/** True while the 1000 ms after a trigger have not passed. */
export function isCoolingDown(state: InfiniteScrollState, now: number): boolean {
  return state.triggeredAt !== null && now - state.triggeredAt < SCROLL_REARM_MS;
}

/**
 * One scroll event: whether to load the next page now, and the state for the next event. Scrolling up or
 * staying put never loads; neither does the last page, a load in flight or the re-arm period.
 */
export function onScroll(
  state: InfiniteScrollState,
  sample: ScrollSample,
  conditions: ScrollConditions,
): { load: boolean; state: InfiniteScrollState } {
  const scrollingDown = sample.scrollTop > state.lastScrollTop;
  const load =
    scrollingDown &&
    conditions.hasNextPage &&
    !conditions.isLoading &&
    !isCoolingDown(state, conditions.now) &&
    isNearBottom(sample);
  return {
    load,
    state: { lastScrollTop: sample.scrollTop, triggeredAt: load ? conditions.now : state.triggeredAt },
  };
}
