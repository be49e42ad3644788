import type { ReportError } from './report-error';

const WINDOW: { source: 'window' } = { source: 'window' };
const CROSS_ORIGIN_SCRIPT_ERROR = 'Script error.';

/**
 * Window `error` and `unhandledrejection` listeners that feed the reporter (SPEC §3 "window" errors);
 * returns the cleanup. The browser still prints them to the console.
 */
export function installGlobalErrorHandlers(
  report: ReportError,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    // Cross-origin scripts only say "Script error." with nothing to act on.
    if (!event.error && event.message === CROSS_ORIGIN_SCRIPT_ERROR) return;
    report(event.error ?? event.message, {
      source: WINDOW,
      context: {
        file: event.filename || undefined,
        line: event.lineno || undefined,
        column: event.colno || undefined,
      },
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, { source: WINDOW });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
