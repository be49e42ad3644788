/**
 * Sends typed, versioned messages to the native wrapper (SPEC §7 "Native messages"): the envelope of
 * `@stride/shared` posted through `window.ReactNativeWebView.postMessage`, which react-native-webview
 * injects. On the web — or inside a wrapper that has not injected its channel — nothing is sent.
 */
import {
  type Environment,
  type NativePayloads,
  encodeNativeMessage,
  isNativeEnvironment,
} from '@stride/shared';
import { currentEnvironment } from './environment';

/** The channel react-native-webview provides inside the wrappers. */
export interface NativeChannel {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: NativeChannel;
  }
}

function nativeChannel(): NativeChannel | null {
  if (typeof window === 'undefined') return null;
  const channel = window.ReactNativeWebView;
  return channel && typeof channel.postMessage === 'function' ? channel : null;
}

export interface SendOptions {
  /** Defaults to the stored environment. */
  environment?: Environment;
  /** Defaults to `window.ReactNativeWebView`. */
  channel?: NativeChannel | null;
}

/**
 * Posts one message to the wrapper; true when it was sent (inside a wrapper with its channel). Helpers
 * call it for updatesLoaded, messagesLoaded and downloadFile; navigation messages are sent by NativeBridge.
 */
export function sendNativeMessage<K extends keyof NativePayloads>(
  type: K,
  payload: NativePayloads[K],
  options: SendOptions = {},
): boolean {
  const environment = options.environment ?? currentEnvironment();
  if (!isNativeEnvironment(environment)) return false;
  const channel = options.channel === undefined ? nativeChannel() : options.channel;
  if (!channel) return false;
  try {
    channel.postMessage(encodeNativeMessage(type, payload));
    return true;
  } catch {
    return false;
  }
}

/** True inside a wrapper whose channel is there: the page should hand work to the app. */
export function isInNativeApp(environment: Environment = currentEnvironment()): boolean {
  return isNativeEnvironment(environment) && nativeChannel() !== null;
}
