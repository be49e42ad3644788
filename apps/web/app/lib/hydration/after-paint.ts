/**
 * Resolves once the browser has painted a frame of the server's document (decision 037).
 *
 * The server's HTML is complete and usable, so nothing needs the takeover before the first paint; run
 * at once, the module scripts' takeover render happened before Chromium produced its first frame, which
 * delayed what the visitor sees by the whole render (and Lighthouse counts that CPU time into FCP/LCP).
 * requestAnimationFrame runs just before the next frame's paint; the timeout queued from it runs after
 * that paint. A hidden tab never paints (no animation frames): the timeout alone then resolves it.
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    if (win.document.visibilityState === 'hidden') {
      win.setTimeout(finish, 0);
      return;
    }
    win.requestAnimationFrame(() => win.setTimeout(finish, 0));
    // A backgrounded tab stops animation frames; do not leave the page without event handlers.
    win.setTimeout(finish, 1000);
  });
}

/**
 * Ends the current task so the browser can paint and handle input before the next step of the takeover
 * (decision 037): decoding the router's data and rendering the document are separate tasks instead of
 * one long one. scheduler.yield() where the browser has it (the continuation keeps its priority),
 * otherwise a zero timeout.
 */
export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

/**
 * Runs `work` in a task of its own (a zero timeout) and answers how to cancel it, for an effect that
 * starts slow work nobody waits on: a dynamic import (Vite inserts its modulepreload links), a fetch, a
 * cookie write, a font. Preact runs the effects of the takeover's render together in one task, where
 * such starts of 3–17 ms each made one of the longest tasks after the takeover (50–67 ms on a fast core,
 * four times that on a phone); a zero timeout each makes them tasks of their own, in the order queued.
 */
export function inOwnTask(
  work: () => void,
  win: Pick<Window, 'setTimeout' | 'clearTimeout'> = window,
): () => void {
  const timer = win.setTimeout(work, 0);
  return () => win.clearTimeout(timer);
}

/** How long a settled page stays quiet after its load event before `afterPageSettled` work starts. */
export const SETTLED_QUIET_MS = 3000;

/** Where the browser has no idle callbacks (Safari), how long after the quiet time work waits instead. */
const WITHOUT_IDLE_CALLBACKS_MS = 1000;

export interface SettledOptions {
  /** After the load event, before waiting for an idle period (SETTLED_QUIET_MS by default; 0: none). */
  quietMs?: number;
  /** The longest wait for an idle period (2 s by default). */
  idleTimeoutMs?: number;
}

/**
 * Runs `work` once the page has settled — its load event, `quietMs` more, then the browser's next idle
 * period (at the latest `idleTimeoutMs` later) — and answers how to cancel it. For work nobody on the
 * page is waiting for: a visitor's socket (it only ever carries maintenance notices to a visitor) and the
 * error modal's preload, with the quiet time (decision 065: started on the first idle period instead,
 * each loaded and evaluated its chunks in the first second after the first paint, when a phone's main
 * thread is still busy with the page a visitor is starting to read — Lighthouse counted those tasks into
 * the mobile Total Blocking Time of every public page); the service worker's registration, without it.
 */
export function afterPageSettled(
  work: () => void,
  { quietMs = SETTLED_QUIET_MS, idleTimeoutMs = 2000 }: SettledOptions = {},
  win: Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener' | 'document'> &
    Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window,
): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(work, { timeout: idleTimeoutMs });
    else timer = win.setTimeout(work, WITHOUT_IDLE_CALLBACKS_MS);
  };
  const afterLoad = () => {
    if (quietMs > 0) timer = win.setTimeout(whenIdle, quietMs);
    else whenIdle();
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    win.removeEventListener('load', afterLoad);
    if (timer !== undefined) win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
