import { type ReactNode, useEffect } from 'react';
import { installChunkReloadHandler } from '../../lib/chunk-reload';
import {
  type ErrorsStore,
  type ReportError,
  appErrors,
  installGlobalErrorHandlers,
  reportError,
  useAppErrors,
} from '../../lib/errors';
import { ErrorModal } from './error-modal';

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
    return () => {
      removeGlobal();
      removeChunk();
    };
  }, [report]);

  return (
    <>
      {children}
      {current && <ErrorModal error={current} count={errors.length} onClose={clear} />}
    </>
  );
}
