import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './global-handlers';
import type { ReportError } from './report-error';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the listener only reads `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('installGlobalErrorHandlers', () => {
  it('reports window errors and unhandled rejections as window errors', () => {
    const report = vi.fn<ReportError>(() => null);
    cleanup = installGlobalErrorHandlers(report);
    const thrown = new Error('boom');
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrown, message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }),
    );
    window.dispatchEvent(rejection('nope'));
    expect(report).toHaveBeenNthCalledWith(1, thrown, {
      source: { source: 'window' },
      context: { file: 'app.js', line: 3, column: 7 },
    });
    expect(report).toHaveBeenNthCalledWith(2, 'nope', { source: { source: 'window' } });
  });

  it('falls back to the message when there is no error object, and skips opaque cross-origin errors', () => {
    const report = vi.fn<ReportError>(() => null);
    cleanup = installGlobalErrorHandlers(report);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBe('ResizeObserver loop completed with undelivered notifications.');
  });

  it('stops listening after cleanup', () => {
    const report = vi.fn<ReportError>(() => null);
    installGlobalErrorHandlers(report)();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    window.dispatchEvent(rejection('late'));
    expect(report).not.toHaveBeenCalled();
  });
});
