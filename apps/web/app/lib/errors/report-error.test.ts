import { authError, httpError } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import type { LogToServer } from '../log';
import { createErrorsStore } from './errors-store';
import { createErrorReporter } from './report-error';

function setup(reloading = false) {
  const store = createErrorsStore();
  const log = vi.fn<LogToServer>(() => true);
  const reloadForChunkError = vi.fn(() => reloading);
  const report = createErrorReporter({ store, log, reloadForChunkError });
  return { store, log, report, reloadForChunkError };
}

describe('reportError', () => {
  it('turns a render error into a view-framework error, logs it and queues it for the modal', () => {
    const { store, log, report } = setup();
    const error = report(new TypeError('horse is undefined'), {
      source: { source: 'view-framework', componentName: 'HorseCard' },
      context: { componentStack: 'at HorseCard' },
    });
    expect(error).toEqual({
      kind: 'view-framework',
      name: 'TypeError',
      componentName: 'HorseCard',
      message: 'horse is undefined',
      statusCode: 500,
    });
    expect(store.getSnapshot()).toEqual([error]);
    expect(log).toHaveBeenCalledWith('TypeError in HorseCard: horse is undefined', {
      kind: 'view-framework',
      statusCode: 500,
      componentStack: 'at HorseCard',
    });
  });

  it('logs window errors too, but not HTTP errors (the server already knows those)', () => {
    const { store, log, report } = setup();
    report(new Error('Script broke'), { source: { source: 'window' } });
    report(httpError({ status: 503 }));
    expect(store.getSnapshot().map((e) => e.kind)).toEqual(['window', 'http']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('An error occurred: Script broke');
  });

  it('never shows a 401, an aborted request or the ResizeObserver loop message (SPEC §8)', () => {
    const { store, log, report } = setup();
    expect(report(httpError({ status: 401 }))).toBeNull();
    expect(
      report({ status: 401, body: { code: 401, message: 'JWT expired' } }, { source: { source: 'window' } }),
    ).toBeNull();
    expect(report(new DOMException('The user aborted a request.', 'AbortError'))).toBeNull();
    expect(
      report('ResizeObserver loop completed with undelivered notifications.', {
        source: { source: 'window' },
      }),
    ).toBeNull();
    expect(
      report(new Error('ResizeObserver loop limit exceeded'), { source: { source: 'window' } }),
    ).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('shows an auth error such as an expired session', () => {
    const { store, report } = setup();
    report(authError({ statusCode: 401, invalidRefreshToken: true }));
    expect(store.getSnapshot()).toEqual([
      { kind: 'auth', statusCode: 401, message: 'Your login session was expired.', isSessionExpired: true },
    ]);
  });

  it('reloads instead of showing a chunk-load failure when the guard allows', () => {
    const { store, log, report, reloadForChunkError } = setup(true);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(report(failure, { source: { source: 'window' } })).toBeNull();
    expect(reloadForChunkError).toHaveBeenCalledWith(failure);
    expect(store.getSnapshot()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('shows a chunk-load failure when the page already reloaded within 60 s', () => {
    const { store, report } = setup(false);
    report(new TypeError('Importing a module script failed.'), { source: { source: 'window' } });
    expect(store.getSnapshot()).toEqual([
      { kind: 'window', message: 'Importing a module script failed.', statusCode: 500 },
    ]);
  });

  it('can log without showing, and never throws', () => {
    const { store, log, report } = setup();
    report(new Error('loader failed'), { show: false, log: true });
    expect(store.getSnapshot()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    const broken = createErrorReporter({
      store,
      log: () => {
        throw new Error('log broke');
      },
      reloadForChunkError: () => false,
    });
    expect(() => broken(new Error('x'), { source: { source: 'window' } })).not.toThrow();
  });
});
