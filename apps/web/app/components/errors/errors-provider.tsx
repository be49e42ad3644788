import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { installChunkReloadHandler } from '../../lib/chunk-reload';
import { afterPageSettled } from '../../lib/hydration/after-paint';
import {
  type ErrorsStore,
  type ReportError,
  appErrors,
  installGlobalErrorHandlers,
  reportError,
  useAppErrors,
} from '../../lib/errors';

// The modal (Radix dialog) loads when there is an error to show, not with every page (decision 026);
// it is fetched once the page has settled so an error on a flaky connection still finds it.
const ErrorModal = lazy(() => import('./error-modal').then((module) => ({ default: module.ErrorModal })));
const preloadErrorModal = () => void import('./error-modal');

export interface ErrorsProviderProps {
  children: ReactNode;
  /** The store to show (the app's by default; tests pass their own). */
  store?: ErrorsStore;
  /** Where window errors go (the app's reporter by default). */
  report?: ReportError;
}

/**
 * Error capture for the whole document: listens for window errors, unhandled rejections and Vite's
 * chunk preload failures, and shows whatever was reported in the generic error modal (SPEC §2, §8).
 */
export function ErrorsProvider({ children, store = appErrors, report = reportError }: ErrorsProviderProps) {
  const { errors, current, clear } = useAppErrors(store);

  useEffect(() => {
    const removeGlobal = installGlobalErrorHandlers(report);
    const removeChunk = installChunkReloadHandler();
    const cancelPreload = afterPageSettled(preloadErrorModal);
    return () => {
      removeGlobal();
      removeChunk();
      cancelPreload();
    };
  }, [report]);

  return (
    <>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ErrorModal error={current} count={errors.length} onClose={clear} />
        </Suspense>
      )}
    </>
  );
}
