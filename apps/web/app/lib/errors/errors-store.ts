import type { AppError } from '@stride/shared';

/**
 * The errors waiting to be shown by the generic error modal (SPEC §2): anything can add one, the
 * modal shows the current one and its Close button clears them all. A plain external store so code
 * outside React (window listeners, the API client) can report into it.
 */
export interface ErrorsStore {
  getSnapshot: () => readonly AppError[];
  subscribe: (listener: () => void) => () => void;
  push: (error: AppError) => void;
  clear: () => void;
}

/** Most errors kept at once; a render loop must not grow the list without bound. */
export const MAX_PENDING_ERRORS = 20;

function sameError(a: AppError, b: AppError): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A new, empty store (the app has one; tests make their own). */
export function createErrorsStore(): ErrorsStore {
  let errors: readonly AppError[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => errors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(error) {
      // The same error again (a repeating window error) is already on screen.
      if (errors.some((pending) => sameError(pending, error))) return;
      errors = [...errors, error].slice(-MAX_PENDING_ERRORS);
      emit();
    },
    clear() {
      if (errors.length === 0) return;
      errors = [];
      emit();
    },
  };
}

/** The app's store, read by the ErrorsProvider. */
export const appErrors: ErrorsStore = createErrorsStore();
