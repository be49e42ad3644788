/**
 * Answers every message the site posts (SPEC §7; decision 018). Plain TypeScript: the React Native side
 * passes in what the device can do (`WrapperActions`), so this logic runs — and is tested — without a
 * phone. Each payload is checked before it is acted on; anything malformed is reported and ignored.
 */
import { type AnalyticsParams, type NativeEnvelope, type NativePayloads, decodeNativeMessage } from './protocol';

/** What the wrapper can do, implemented with Expo modules in src/native. */
export interface WrapperActions {
  /** Opens a URL in the system browser. */
  openExternal(url: string): Promise<void>;
  /** Downloads a file to the device and offers it to the user. */
  download(file: NativePayloads['downloadFile']): Promise<void>;
  /** Forwards an analytics event. */
  logEvent(name: string, params: AnalyticsParams): Promise<void>;
  /** Registers for push and hands the token to the site (after sign-in, or when a signed-in page shows). */
  registerPush(): Promise<void>;
  /** Forgets the push registration and any user state (logout). */
  forgetUser(): Promise<void>;
  /** The app icon badge (unread messages). */
  setBadgeCount(count: number): Promise<void>;
  /** Page-level state for the shell: current path, loading indicator, pull-to-refresh spinner. */
  onPageState(state: PageState): void;
  /** Something was wrong with a message (logged, never shown). */
  warn(message: string): void;
}

export type PageState =
  | { kind: 'loading'; from: string; to: string }
  | { kind: 'shown'; path: string; loggedIn: boolean }
  | { kind: 'finished'; path: string; ok: boolean };

/** What happened to one message (tests and logs). */
export type HandleResult = { handled: true; type: keyof NativePayloads } | { handled: false; reason: string };

const isString = (value: unknown): value is string => typeof value === 'string';
const isHttpUrl = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isParams = (value: unknown): value is AnalyticsParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => ['string', 'number', 'boolean'].includes(typeof v));

/** Firebase/GA event names: letters, digits and underscores, starting with a letter, at most 40. */
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Builds the WebView's `onMessage` handler around the device actions. */
export function createMessageHandler(actions: WrapperActions) {
  /** Push is registered once per signed-in session of the app. */
  let pushRegistered = false;
  const registerPushOnce = async () => {
    if (pushRegistered) return;
    pushRegistered = true;
    try {
      await actions.registerPush();
    } catch (error) {
      pushRegistered = false;
      actions.warn(`push registration failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  async function dispatch(message: NativeEnvelope): Promise<HandleResult> {
    const p = message.payload as unknown as Record<string, unknown>;
    const bad = (reason: string): HandleResult => {
      actions.warn(`ignored ${message.type}: ${reason}`);
      return { handled: false, reason };
    };
    switch (message.type) {
      case 'gaEvent':
        if (!isString(p.name) || !EVENT_NAME.test(p.name)) return bad('event name');
        if (!isParams(p.params)) return bad('event params');
        await actions.logEvent(p.name, p.params);
        break;
      case 'downloadFile':
        if (!isHttpUrl(p.url)) return bad('url');
        if (!isString(p.filename) || p.filename.trim() === '') return bad('filename');
        await actions.download({
          url: p.url,
          // Never a path: the device decides where files go.
          filename: p.filename.replace(/[/\\]/g, '_'),
          mimeType: isString(p.mimeType) ? p.mimeType : null,
        });
        break;
      case 'openExternalUrl':
        if (!isHttpUrl(p.url)) return bad('url');
        await actions.openExternal(p.url);
        break;
      case 'messagesLoaded':
        if (!isCount(p.unreadCount)) return bad('unreadCount');
        await actions.setBadgeCount(p.unreadCount);
        break;
      case 'updatesLoaded':
        if (!isCount(p.count) || !isCount(p.page)) return bad('count/page');
        break;
      case 'navigationCleanup':
        if (!isString(p.from) || !isString(p.to)) return bad('from/to');
        actions.onPageState({ kind: 'loading', from: p.from, to: p.to });
        break;
      case 'navigationSuccess':
        if (!isString(p.path) || typeof p.loggedIn !== 'boolean') return bad('path/loggedIn');
        actions.onPageState({ kind: 'shown', path: p.path, loggedIn: p.loggedIn });
        if (p.loggedIn) await registerPushOnce();
        break;
      case 'navigationFinish':
        if (!isString(p.path) || typeof p.ok !== 'boolean') return bad('path/ok');
        actions.onPageState({ kind: 'finished', path: p.path, ok: p.ok });
        break;
      case 'postLoginRedirectFinished':
        if (!isString(p.path)) return bad('path');
        await registerPushOnce();
        break;
      case 'logout':
        pushRegistered = false;
        await actions.forgetUser();
        await actions.setBadgeCount(0);
        break;
    }
    return { handled: true, type: message.type };
  }

  /** Handles the raw string of one WebView message. */
  return async function handleMessage(raw: string): Promise<HandleResult> {
    const message = decodeNativeMessage(raw);
    if (!message) {
      actions.warn('ignored a message that is not a known native message of this version');
      return { handled: false, reason: 'unknown message' };
    }
    try {
      return await dispatch(message);
    } catch (error) {
      actions.warn(`${message.type} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { handled: false, reason: 'action failed' };
    }
  };
}
