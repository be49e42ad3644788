import type { AppError } from '@stride/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { type ErrorsStore, appErrors } from './errors-store';

const NONE: readonly AppError[] = [];
const serverSnapshot = () => NONE;

/** The pending errors, the current one (the latest) and a way to clear them (the modal's Close). */
export function useAppErrors(store: ErrorsStore = appErrors): {
  errors: readonly AppError[];
  current: AppError | null;
  clear: () => void;
} {
  const errors = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const clear = useCallback(() => store.clear(), [store]);
  return { errors, current: errors.at(-1) ?? null, clear };
}
