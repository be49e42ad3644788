import {
  type AppError,
  CLIENT_LOG_MAX_BODY_BYTES,
  CLIENT_LOG_MAX_CONTEXT_KEYS,
  CLIENT_LOG_MAX_CONTEXT_VALUE_LENGTH,
  CLIENT_LOG_MAX_MESSAGE_LENGTH,
  CLIENT_LOG_PATH,
  type ClientLogContextValue,
  type ClientLogInput,
  type ClientLogLevel,
  UI_ERROR_MESSAGES,
  errorModalContent,
} from '@stride/shared';

/**
 * The browser half of SPEC §7 "POST log endpoint with message, to the product's own host": errors worth
 * knowing are sent to the web origin's /log/ with sendBeacon (survives navigation and unload), or with a
 * keepalive fetch where there is no beacon. Never throws; identical messages within a short window and
 * anything past a per-page budget are dropped so a render loop cannot flood the server.
 */
export type LogContext = Record<string, ClientLogContextValue | undefined>;

/** How a body reaches the server; swapped in tests. */
export interface LogTransport {
  beacon?: (url: string, body: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export interface ClientLoggerOptions {
  transport?: () => LogTransport;
  now?: () => number;
  /** Current page path added to every entry (never the query: it may hold codes). */
  currentPath?: () => string | undefined;
  /** Entries one page may send in total. */
  budget?: number;
  /** The same message is sent at most once in this window. */
  dedupeMs?: number;
}

/** Sends one log entry; returns whether it was handed to the browser. */
export type LogToServer = (message: string, context?: LogContext, level?: ClientLogLevel) => boolean;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The JSON body of one entry, clipped to the endpoint's limits. */
export function clientLogBody(
  message: string,
  context: LogContext = {},
  level: ClientLogLevel = 'error',
): string {
  const clean: Record<string, ClientLogContextValue> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value === undefined || Object.keys(clean).length >= CLIENT_LOG_MAX_CONTEXT_KEYS) continue;
    clean[clip(key, 64)] =
      typeof value === 'string' ? clip(value, CLIENT_LOG_MAX_CONTEXT_VALUE_LENGTH) : value;
  }
  const entry: ClientLogInput = {
    message: clip(message.trim() || 'Empty log message', CLIENT_LOG_MAX_MESSAGE_LENGTH),
    level,
  };
  if (Object.keys(clean).length > 0) entry.context = clean;
  const body = JSON.stringify(entry);
  // Multi-byte text can still overflow the byte limit: keep the message, drop the context.
  if (new TextEncoder().encode(body).length <= CLIENT_LOG_MAX_BODY_BYTES) return body;
  return JSON.stringify({ message: clip(entry.message, CLIENT_LOG_MAX_MESSAGE_LENGTH / 2), level });
}

function browserTransport(): LogTransport {
  if (typeof navigator === 'undefined') return {};
  return {
    beacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}

function browserPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.pathname;
}

/** Builds a logger with its own budget and dedupe memory (one per page; tests make their own). */
export function createClientLogger(options: ClientLoggerOptions = {}): LogToServer {
  const transport = options.transport ?? browserTransport;
  const now = options.now ?? Date.now;
  const currentPath = options.currentPath ?? browserPath;
  const dedupeMs = options.dedupeMs ?? 10_000;
  let budget = options.budget ?? 30;
  const lastSent = new Map<string, number>();

  return (message, context = {}, level = 'error') => {
    const at = now();
    const previous = lastSent.get(message);
    if (budget <= 0 || (previous !== undefined && at - previous < dedupeMs)) return false;
    const body = clientLogBody(message, { path: currentPath(), ...context }, level);
    const { beacon, fetch: send } = transport();
    let sent = false;
    try {
      // text/plain keeps the beacon a CORS-simple request; the endpoint reads it as JSON.
      sent = beacon?.(CLIENT_LOG_PATH, new Blob([body], { type: 'text/plain;charset=UTF-8' })) ?? false;
      if (!sent && send) {
        void send(CLIENT_LOG_PATH, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
          keepalive: true,
          credentials: 'same-origin',
        }).catch(() => undefined);
        sent = true;
      }
    } catch {
      sent = false;
    }
    if (sent) {
      budget -= 1;
      lastSent.set(message, at);
    }
    return sent;
  };
}

/** The page's logger: send a message worth knowing to the web server's log. */
export const logToServer: LogToServer = createClientLogger();

/** Logs a normalised error the way the error modal would describe it, plus its kind and status. */
export function logAppError(
  error: AppError,
  context: LogContext = {},
  log: LogToServer = logToServer,
): boolean {
  const { title, message } = errorModalContent(error);
  return log(`${title}: ${message}`, { kind: error.kind, statusCode: error.statusCode, ...context });
}

/** SPEC §8: a failed download is logged as 'Network response was not ok' (with what was being fetched). */
export function logDownloadFailure(context: LogContext = {}, log: LogToServer = logToServer): boolean {
  return log(UI_ERROR_MESSAGES.downloadFailed, context);
}

/** SPEC §8: a failed upload is logged as 'Error occurred while uploading files.' (with the failing file). */
export function logUploadFailure(context: LogContext = {}, log: LogToServer = logToServer): boolean {
  return log(UI_ERROR_MESSAGES.uploadFailed, context);
}
