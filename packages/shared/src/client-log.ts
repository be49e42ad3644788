/**
 * SPEC §7 "POST log endpoint with message, to the product's own host": where the browser posts the
 * errors worth knowing about, and the shape and bounds of one entry. Zod-free so the browser can import
 * it; the web server validates with clientLogSchema (client-log-schema.ts).
 */

/** The log endpoint on the web origin (strict trailing slash like every path of the product). */
export const CLIENT_LOG_PATH = '/log/';
/** Levels a browser may log at; anything else is refused. */
export const CLIENT_LOG_LEVELS = ['error', 'warn', 'info'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];
/** Largest accepted request body; larger bodies are refused with 413. */
export const CLIENT_LOG_MAX_BODY_BYTES = 8192;
export const CLIENT_LOG_MAX_MESSAGE_LENGTH = 2000;
export const CLIENT_LOG_MAX_CONTEXT_KEYS = 20;
export const CLIENT_LOG_MAX_CONTEXT_KEY_LENGTH = 64;
export const CLIENT_LOG_MAX_CONTEXT_VALUE_LENGTH = 1000;

/** A context value the endpoint accepts: flat scalars only. */
export type ClientLogContextValue = string | number | boolean | null;

/** One validated log entry. */
export interface ClientLogEntry {
  message: string;
  level: ClientLogLevel;
  context?: Record<string, ClientLogContextValue>;
}

/** What a browser sends (level may be left out). */
export type ClientLogInput = Omit<ClientLogEntry, 'level'> & { level?: ClientLogLevel };
