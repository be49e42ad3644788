/**
 * State of the authorization server that is not the provider's own key/value store: its signing and
 * cookie keys (generated on first start, several kept so they can be rotated) and the login throttle.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { users } from './users.js';

/** A key of the authorization server: a private JWK that signs tokens, or a secret that signs cookies. */
export const serverKeys = pgTable(
  'server_keys',
  {
    /** The JWK `kid` for signing keys, a random id for cookie keys. */
    id: text('id').primaryKey(),
    /** `signing` (private JWK), `cookie` (secret string), `storage-signing` (URL HMAC secret), `vapid` (Web Push keys). */
    kind: text('kind').$type<'signing' | 'cookie' | 'storage-signing' | 'vapid'>().notNull(),
    material: jsonb('material').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Set when the key stops being used (neither for signing nor for verifying). */
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [index('server_keys_kind_idx').on(t.kind, t.createdAt)],
);

/**
 * Failed sign-ins per key (`ip:<address>` or `account:<lower e-mail>`), shared by every API instance:
 * a few failures are free, then each one doubles the lock-out (Ghost's brute-force protection).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});

/**
 * "Forgot your password?" codes: eight digits sent by e-mail and typed on the reset page (never part of a
 * URL). Only a hash is stored; a code works once, for a limited time and a limited number of tries.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of `<user id>:<code>`. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Wrong codes typed against this one. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code was used, or replaced by a newer one. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

export type ServerKey = typeof serverKeys.$inferSelect;
export type NewServerKey = typeof serverKeys.$inferInsert;
export type LoginThrottle = typeof loginThrottle.$inferSelect;
export type PasswordResetCode = typeof passwordResetCodes.$inferSelect;

/**
 * Pending e-mail changes (decision 020): the new address waits here until the code sent to it is typed
 * back. Only a hash of the code is stored; one open request per user (a new one replaces it).
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of `<user id>:<new e-mail>:<code>`. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the change completed, or the request was replaced or exhausted. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId, t.createdAt)],
);
