/**
 * The native Android/iOS wrappers (SPEC §1, §7): environment values and the names of messages the web
 * app posts to them.
 */

/** Where the product runs. */
export const ENVIRONMENTS = ['web', 'android', 'ios'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'web';

/** True for a known environment value. */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** True when running inside a native wrapper. */
export function isNativeEnvironment(environment: Environment): boolean {
  return environment !== 'web';
}

/** Messages posted to the wrappers (SPEC §7), exact names. */
export const NATIVE_MESSAGES = [
  'gaEvent',
  'downloadFile',
  'messagesLoaded',
  'navigationSuccess',
  'navigationCleanup',
  'navigationFinish',
  'updatesLoaded',
  'postLoginRedirectFinished',
] as const;
export type NativeMessageName = (typeof NATIVE_MESSAGES)[number];

/** Envelope of a message to a wrapper. */
export interface NativeMessage<T = unknown> {
  type: NativeMessageName;
  payload?: T;
}

/**
 * The query parameter the wrappers open the site with (`https://site/?environment=ios`); the web stores
 * the value under the SPEC's `environment` local-storage key on first load (decision 018).
 */
export const NATIVE_ENVIRONMENT_QUERY = 'environment';

/**
 * Two more messages the SPEC describes but does not name: SPEC §4 "logout … messages the native app",
 * and SPEC §2 external links (footer social links everywhere in the wrappers, any external link on iOS)
 * handed to the wrapper to open in the system browser (decision 018).
 */
export const NATIVE_BRIDGE_MESSAGES = ['logout', 'openExternalUrl'] as const;
export type NativeBridgeMessageName = (typeof NATIVE_BRIDGE_MESSAGES)[number];

/** Version of the message envelope; a wrapper ignores versions it does not know. */
export const NATIVE_PROTOCOL_VERSION = 1;

/** Analytics parameters as Firebase/GA accept them. */
export type AnalyticsParams = Record<string, string | number | boolean>;

/** The payload of each message the web sends to a wrapper. */
export interface NativePayloads {
  /** An analytics event the wrapper forwards to its analytics SDK. */
  gaEvent: { name: string; params: AnalyticsParams };
  /** A file to download to the device; `url` is absolute. */
  downloadFile: { url: string; filename: string; mimeType: string | null };
  /** The messages (chats) page loaded; the wrapper may update its own badge. */
  messagesLoaded: { unreadCount: number };
  /** A page finished rendering at `path` (also after the first load); `loggedIn` tells push registration. */
  navigationSuccess: { path: string; loggedIn: boolean };
  /** A navigation away from `from` started: the wrapper drops page-bound native UI (refresh spinner …). */
  navigationCleanup: { from: string; to: string };
  /** A navigation ended (rendered or failed): the wrapper may hide its loading indicator. */
  navigationFinish: { path: string; ok: boolean };
  /** The updates feed loaded a page of updates. */
  updatesLoaded: { count: number; page: number };
  /** Back on the site after signing in: the wrapper registers for push now. */
  postLoginRedirectFinished: { path: string };
  /** The user logged out: the wrapper forgets its push registration and user state. */
  logout: Record<string, never>;
  /** Open in the system browser (`source` says why). */
  openExternalUrl: { url: string; source: 'social' | 'link' };
}

export type NativeMessageType = keyof NativePayloads;

/** The JSON envelope posted with `window.ReactNativeWebView.postMessage`. */
export interface NativeEnvelope<K extends NativeMessageType = NativeMessageType> {
  version: typeof NATIVE_PROTOCOL_VERSION;
  type: K;
  payload: NativePayloads[K];
}

/** Every message type, SPEC names first. */
export const NATIVE_MESSAGE_TYPES: readonly NativeMessageType[] = [
  ...NATIVE_MESSAGES,
  ...NATIVE_BRIDGE_MESSAGES,
];

/** The serialised envelope of a message (what the web posts). */
export function encodeNativeMessage<K extends NativeMessageType>(
  type: K,
  payload: NativePayloads[K],
): string {
  const envelope: NativeEnvelope<K> = { version: NATIVE_PROTOCOL_VERSION, type, payload };
  return JSON.stringify(envelope);
}

/**
 * Reads a posted message (what the wrapper receives): null for anything that is not a known type of
 * this protocol version with an object payload. Payload fields are checked by the wrapper's handlers.
 */
export function decodeNativeMessage(raw: string): NativeEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, type, payload } = value as Record<string, unknown>;
  if (version !== NATIVE_PROTOCOL_VERSION) return null;
  if (typeof type !== 'string' || !(NATIVE_MESSAGE_TYPES as readonly string[]).includes(type)) return null;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return value as NativeEnvelope;
}
