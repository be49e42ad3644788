import { CHUNK_RELOAD_GUARD_MS } from '@stride/shared';

/**
 * SPEC §4/§9: a chunk-load failure (a lazily imported module that vanished with a deploy) reloads the
 * page, at most once per 60 s. The time of the last reload is kept in sessionStorage, so a tab whose
 * assets are really broken stops reloading and shows the error UI instead of looping.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'stride.chunkReloadAt';

const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for the errors browsers and bundlers raise when a dynamic import's file cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  guardMs?: number;
}

function browserDeps(): ChunkReloadDeps {
  let storage: ChunkReloadDeps['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); without it a reload could loop, so none happens.
  }
  return { storage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * Reloads unless a reload already happened within the guard period; returns whether it did. Without
 * storage the guard cannot be kept, so it never reloads (the error UI shows instead).
 */
export function reloadOnceForChunkError(deps: ChunkReloadDeps = browserDeps()): boolean {
  const { storage, now, reload, guardMs = CHUNK_RELOAD_GUARD_MS } = deps;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last < guardMs) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** For any caught error: reloads when it is a chunk-load failure and the guard allows; true if reloading. */
export function handleChunkLoadError(error: unknown, deps?: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnceForChunkError(deps);
}

/**
 * Vite fires `vite:preloadError` when a dynamic import's preloaded dependencies fail; cancelling it
 * stops the error from propagating, so only do that when the page is actually reloading. Returns the
 * listener's cleanup.
 */
export function installChunkReloadHandler(target: Window = window, deps?: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForChunkError(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
