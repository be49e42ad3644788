/**
 * Logout inside the native Android/iOS wrappers (SPEC §4: "messages the native app" instead of the
 * provider logout). The environment and the channel are the wrapper bridge's (lib/native).
 */
import { type Environment, isNativeEnvironment } from '@stride/shared';
import { currentEnvironment } from '../native/environment';
import { sendNativeMessage } from '../native/send';

export { currentEnvironment };

/**
 * Tells the native wrapper the user logged out. Returns true when the page runs inside a wrapper (the
 * server then skips the provider logout and only resets the session).
 */
export function sendNativeLogoutMessage(environment: Environment = currentEnvironment()): boolean {
  if (!isNativeEnvironment(environment)) return false;
  sendNativeMessage('logout', {}, { environment });
  return true;
}
