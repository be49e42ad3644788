import { type AppError, type ErrorSource, normalizeError, shouldShowError } from '@stride/shared';
import { handleChunkLoadError } from '../chunk-reload';
import { type LogContext, type LogToServer, logAppError, logToServer } from '../log';
import { type ErrorsStore, appErrors } from './errors-store';

export interface ReportErrorOptions {
  /** Where it was caught: window listeners and error boundaries say so; others leave it to normalizeError. */
  source?: ErrorSource;
  /** Send it to the server log; by default render and window errors are, the rest (HTTP…) are not. */
  log?: boolean;
  /** Show it in the generic error modal (default true). */
  show?: boolean;
  /** Extra facts for the server log (component stack, file, line…). */
  context?: LogContext;
}

/** Reports anything thrown; returns the normalised error, or null when it is ignored (SPEC §8). */
export type ReportError = (input: unknown, options?: ReportErrorOptions) => AppError | null;

export interface ErrorReporterDeps {
  store: ErrorsStore;
  log: LogToServer;
  /** Reloads for a chunk-load failure when the 60 s guard allows; true when the page is reloading. */
  reloadForChunkError: (input: unknown) => boolean;
}

/**
 * Builds the reporting pipeline: a chunk-load failure reloads the page (at most once per 60 s);
 * 401s, aborted requests and the ResizeObserver loop message are dropped; anything else is normalised
 * into a SPEC error kind, logged if worth knowing and queued for the error modal.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ReportError {
  return (input, options = {}) => {
    try {
      if (deps.reloadForChunkError(input)) return null;
      if (!shouldShowError(input)) return null;
      const error = normalizeError(input, options.source);
      if (!shouldShowError(error)) return null;
      const worthLogging = options.log ?? (error.kind === 'view-framework' || error.kind === 'window');
      if (worthLogging) logAppError(error, options.context, deps.log);
      if (options.show !== false) deps.store.push(error);
      return error;
    } catch {
      // Reporting must never become the next error.
      return null;
    }
  };
}

/**
 * The app's error reporter: what error boundaries, window listeners and (later) the API client call.
 * On the server there is no modal to show and nobody to reload, so it only normalises.
 */
export const reportError: ReportError = createErrorReporter({
  store: appErrors,
  log: logToServer,
  reloadForChunkError: (input) => typeof window !== 'undefined' && handleChunkLoadError(input),
});
