import { customError, httpError, windowError } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PENDING_ERRORS, createErrorsStore } from './errors-store';

describe('errors store', () => {
  it('queues errors, notifies subscribers and clears them all at once', () => {
    const store = createErrorsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.push(windowError('first'));
    store.push(httpError({ status: 503 }));
    expect(store.getSnapshot().map((e) => e.kind)).toEqual(['window', 'http']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.push(windowError('unheard'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not queue the same error twice and keeps a new snapshot per change', () => {
    const store = createErrorsStore();
    store.push(windowError('again'));
    const before = store.getSnapshot();
    store.push(windowError('again'));
    expect(store.getSnapshot()).toBe(before);
    store.push(windowError('different'));
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it(`keeps only the latest ${MAX_PENDING_ERRORS}`, () => {
    const store = createErrorsStore();
    for (let i = 0; i < MAX_PENDING_ERRORS + 5; i += 1) store.push(customError('Error', `n${i}`));
    expect(store.getSnapshot()).toHaveLength(MAX_PENDING_ERRORS);
    expect(store.getSnapshot().at(-1)).toMatchObject({ message: `n${MAX_PENDING_ERRORS + 4}` });
  });
});
