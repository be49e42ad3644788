/**
 * Where the page runs (SPEC §1: web, android, ios). The native wrappers set the shared `environment`
 * local-storage key; without it the page is on the web.
 */
import { DEFAULT_ENVIRONMENT, type Environment, STORAGE_KEYS, isEnvironment } from '@stride/shared';

/** The environment from local storage, `web` when unset, unknown or unreadable. */
export function storedEnvironment(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): Environment {
  try {
    const value = storage?.getItem(STORAGE_KEYS.environment);
    return isEnvironment(value) ? value : DEFAULT_ENVIRONMENT;
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
