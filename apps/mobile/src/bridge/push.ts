/**
 * Push registration as the wrapper does it: ask permission, read the device token, and hand it to the
 * API through the embedded site — the page's own session (HttpOnly cookies) authenticates the call, so
 * the app never holds the user's tokens (decision 018). Pure: the device and the page are passed in.
 */
import type { Platform } from './urls';

export interface PushDevice {
  /** True when notifications may be shown (asks the user the first time). */
  requestPermission(): Promise<boolean>;
  /** The device push token (FCM on Android, APNs on iOS). */
  deviceToken(): Promise<string>;
}

/** The web route that forwards the token to `POST /api/push-subscriptions` with the user's session. */
export const PUSH_SUBSCRIPTION_PATH = '/native/push-subscription/';

/**
 * JavaScript the WebView runs to post the token from inside the page (same origin, cookies included).
 * Values are JSON-encoded, so a token can never break out of the string.
 */
export function pushSubscriptionScript(token: string, platform: Platform): string {
  const body = JSON.stringify(JSON.stringify({ token, platform }));
  return (
    `fetch(${JSON.stringify(PUSH_SUBSCRIPTION_PATH)}, { method: 'POST', credentials: 'same-origin', ` +
    `headers: { 'content-type': 'application/json' }, body: ${body} }).catch(function () {}); true;`
  );
}

/** Registers once permission is granted; returns the token sent, or null when the user said no. */
export async function registerForPush(
  device: PushDevice,
  platform: Platform,
  runInPage: (script: string) => void,
): Promise<string | null> {
  if (!(await device.requestPermission())) return null;
  const token = await device.deviceToken();
  runInPage(pushSubscriptionScript(token, platform));
  return token;
}
