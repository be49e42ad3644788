/**
 * SPEC §7 "POST log endpoint with message, to the product's own host": where the browser posts the
 * errors worth knowing about, and the shape and bounds of one entry. The web server validates with
 * the schema; the browser only needs the constants (so zod stays out of its bundle).
 */
import { z } from 'zod';

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

const contextValue = z.union([
  z.string().max(CLIENT_LOG_MAX_CONTEXT_VALUE_LENGTH),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** One log entry from the browser: a message, an optional level (error by default) and flat context. */
export const clientLogSchema = z
  .object({
    message: z.string().trim().min(1).max(CLIENT_LOG_MAX_MESSAGE_LENGTH),
    level: z.enum(CLIENT_LOG_LEVELS).default('error'),
    context: z
      .record(z.string().min(1).max(CLIENT_LOG_MAX_CONTEXT_KEY_LENGTH), contextValue)
      .refine((value) => Object.keys(value).length <= CLIENT_LOG_MAX_CONTEXT_KEYS, {
        message: `At most ${CLIENT_LOG_MAX_CONTEXT_KEYS} context entries`,
      })
      .optional(),
  })
  .strict();
export type ClientLogEntry = z.infer<typeof clientLogSchema>;
/** What a browser sends (level may be left out). */
export type ClientLogInput = z.input<typeof clientLogSchema>;
/** A context value the endpoint accepts. */
export type ClientLogContextValue = z.infer<typeof contextValue>;
