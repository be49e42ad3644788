import { FETCH_MINIMAL_DELAY_MS } from '@stride/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * SPEC §9 "Fetch minimal delay 200 ms": a loading indicator appears only when loading lasts past the
 * delay (fast answers never flash a spinner) and, once shown, stays at least as long again so it does
 * not flicker off straight away.
 */
export function useMinimalDelay(
  loading: boolean,
  delayMs: number = FETCH_MINIMAL_DELAY_MS,
  minVisibleMs: number = delayMs,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (loading && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (!loading && visible) {
      const left = minVisibleMs - (Date.now() - shownAt.current);
      if (left <= 0) {
        setVisible(false);
        return;
      }
      const timer = setTimeout(() => setVisible(false), left);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [loading, visible, delayMs, minVisibleMs]);

  return visible;
}

/**
 * Resolves with the promise's value, but never sooner than `ms` after the call: for a spinner already on
 * screen (a button's busy state) that should not blink off the instant a fast request answers.
 */
export async function withMinimalDelay<T>(
  promise: Promise<T>,
  ms: number = FETCH_MINIMAL_DELAY_MS,
): Promise<T> {
  const [value] = await Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
  return value;
}
