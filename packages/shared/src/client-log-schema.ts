/**
 * The zod schema of a client log entry (SPEC §7 POST log endpoint), for the web server. Kept apart from
 * client-log.ts so the browser, which only needs the constants, never bundles zod for it.
 */
import { z } from 'zod';
import {
  CLIENT_LOG_LEVELS,
  CLIENT_LOG_MAX_CONTEXT_KEY_LENGTH,
  CLIENT_LOG_MAX_CONTEXT_KEYS,
  CLIENT_LOG_MAX_CONTEXT_VALUE_LENGTH,
  CLIENT_LOG_MAX_MESSAGE_LENGTH,
  type ClientLogEntry,
  type ClientLogInput,
} from './client-log.js';

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
  .strict() satisfies z.ZodType<ClientLogEntry, ClientLogInput>;
