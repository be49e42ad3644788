/**
 * Posting SPEC §7 native messages (updatesLoaded, downloadFile) to the Android/iOS wrapper. The wrapper
 * bridge proper (lib/native) belongs to the native work; until it lands this is the one small sender the
 * members' pages use: the React Native WebView's postMessage with the shared message envelope.
 */
import { type NativeMessageType, type NativePayloads, encodeNativeMessage } from '@stride/shared';

/** The part of `window` the wrapper injects. */
export interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

function currentWindow(): NativeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as NativeWindow);
}

/** True when the page runs inside a native wrapper (its bridge is present). */
export function isInsideWrapper(win: NativeWindow | undefined = currentWindow()): boolean {
  return typeof win?.ReactNativeWebView?.postMessage === 'function';
}

/**
 * Sends one message to the wrapper in the shared versioned envelope (the one lib/native and the wrapper's
 * bridge speak); false on the web (no wrapper to tell) or when the bridge throws.
 */
export function postNativeMessage<K extends NativeMessageType>(
  type: K,
  payload: NativePayloads[K],
  win: NativeWindow | undefined = currentWindow(),
): boolean {
  if (!isInsideWrapper(win)) return false;
  try {
    win!.ReactNativeWebView!.postMessage(encodeNativeMessage(type, payload));
    return true;
  } catch {
    return false;
  }
}
