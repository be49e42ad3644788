import { useEffect, useState } from 'react';
import { yieldToMain } from '../hydration/after-paint';

/** Cards the document is rendered with (decision 038): the first screen of a phone, and a little more. */
export const REVEAL_INITIAL = 2;

/**
 * How many more each task adds after the takeover. One card (~10 ms of rendering on a fast core, four
 * times that on a phone) keeps each task under the 50 ms a long task starts at; two made tasks of 20–30 ms
 * plus the layout they caused, each counted in full by Total Blocking Time on a slow core.
 */
export const REVEAL_STEP = 1;

/** The number shown after one more step: everything (Infinity) once the step reaches `total`. */
export function nextRevealCount(shown: number, total: number, step = REVEAL_STEP): number {
  return shown + step >= total ? Number.POSITIVE_INFINITY : shown + step;
}

/**
 * How many of `total` items to render (decision 038). Starts at `initial` — the server renders that many
 * and the browser's takeover render matches it — then adds `step` items per task, yielding to the browser
 * between steps, so no single task renders the whole list (Total Blocking Time). `initial` null shows
 * everything at once (a list that did not come with the document: client navigations, the cache). Once
 * all are shown, later items (next pages, realtime posts) render at once.
 */
export function useProgressiveReveal(total: number, initial: number | null, step = REVEAL_STEP): number {
  const [shown, setShown] = useState(initial ?? Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (shown >= total) return;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) setShown((current) => nextRevealCount(current, total, step));
    });
    return () => {
      cancelled = true;
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
