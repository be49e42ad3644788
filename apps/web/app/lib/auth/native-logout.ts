/**
 * Logout inside the native Android/iOS wrappers (SPEC §4: "messages the native app" instead of the
 * provider logout). The wrapper bridge (lib/native) arrives with its own issue; until then this is the
 * single place that knows where the app runs and hands the logout to the wrapper.
 */
import { DEFAULT_ENVIRONMENT, type Environment, STORAGE_KEYS, isEnvironment, isNativeEnvironment } from '@stride/shared';

/** Where the page runs: the wrappers store their environment in local storage (SPEC §3 storage keys). */
export function currentEnvironment(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): Environment {
  const stored = storage?.getItem(STORAGE_KEYS.environment);
  return isEnvironment(stored) ? stored : DEFAULT_ENVIRONMENT;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): then we are on the plain web.
    return null;
  }
}

/**
 * Tells the native wrapper the user logged out. Returns true when the page runs inside a wrapper (the
 * server then skips the provider logout). The message itself is posted by lib/native once it exists;
 * wire it here.
 */
export function sendNativeLogoutMessage(environment: Environment = currentEnvironment()): boolean {
  return isNativeEnvironment(environment);
}
