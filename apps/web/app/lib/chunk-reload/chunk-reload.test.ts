import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  type ChunkReloadDeps,
  handleChunkLoadError,
  installChunkReloadHandler,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

function deps(start = 1_000_000) {
  let clock = start;
  const storage = memoryStorage();
  const reload = vi.fn();
  const value: ChunkReloadDeps = { storage, now: () => clock, reload };
  return { value, storage, reload, advance: (ms: number) => (clock += ms) };
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic-import failures and ChunkLoadError', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/home-2.css'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reloadOnceForChunkError (60 s guard)', () => {
  it('reloads and stores the time on the first failure', () => {
    const { value, storage, reload } = deps();
    expect(reloadOnceForChunkError(value)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s, and does once 60 s have passed', () => {
    const { value, reload, advance } = deps();
    reloadOnceForChunkError(value);
    advance(59_999);
    expect(reloadOnceForChunkError(value)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(reloadOnceForChunkError(value)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage (the guard could not hold) or when storage throws', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage: null, now: () => 1, reload })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError({ storage: throwing, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a garbage stored value', () => {
    const { value, storage, reload } = deps();
    storage.data.set(CHUNK_RELOAD_STORAGE_KEY, 'not a number');
    expect(reloadOnceForChunkError(value)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('handleChunkLoadError', () => {
  it('reloads only for chunk-load errors', () => {
    const { value, reload } = deps();
    expect(handleChunkLoadError(new Error('boom'), value)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(handleChunkLoadError(new TypeError('Importing a module script failed.'), value)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkReloadHandler', () => {
  it('cancels vite:preloadError only when it reloads, and can be removed', () => {
    const { value, reload } = deps();
    const cleanup = installChunkReloadHandler(window, value);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    cleanup();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
