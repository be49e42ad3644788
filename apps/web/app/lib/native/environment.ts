/**
 * Where the page runs (SPEC §1: web, android, ios). A wrapper opens the site with `?environment=ios`
 * (or android); the first load stores it under the SPEC's `environment` local-storage key, so every later
 * page — links, reloads, the sign-in round trip — knows it without the query (decision 018). Without
 * either, or when storage is blocked, the page is on the web.
 */
import {
  DEFAULT_ENVIRONMENT,
  type Environment,
  NATIVE_ENVIRONMENT_QUERY,
  STORAGE_KEYS,
  isEnvironment,
} from '@stride/shared';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** This browser's local storage, or null on the server and when it is blocked (privacy settings). */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored environment, `web` when unset, unknown or unreadable. */
export function currentEnvironment(storage: ReadableStorage | null = safeLocalStorage()): Environment {
  try {
    const value = storage?.getItem(STORAGE_KEYS.environment);
    return isEnvironment(value) ? value : DEFAULT_ENVIRONMENT;
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

/**
 * First-load detection: a valid `environment` query value wins and is stored (so `?environment=web`
 * also resets a device); otherwise the stored value stands. Returns the environment in force.
 */
export function detectEnvironment(
  search: string,
  storage: WritableStorage | null = safeLocalStorage(),
): Environment {
  const fromQuery = new URLSearchParams(search).get(NATIVE_ENVIRONMENT_QUERY);
  if (isEnvironment(fromQuery)) {
    try {
      storage?.setItem(STORAGE_KEYS.environment, fromQuery);
    } catch {
      // Storage refused: this page still knows, later pages fall back to the web.
    }
    return fromQuery;
  }
  return currentEnvironment(storage);
}
