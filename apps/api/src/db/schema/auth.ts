/**
 * State of the authorization server that is not the provider's own key/value store: its signing and
 * cookie keys (generated on first start, several kept so they can be rotated) and the login throttle.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';

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

export type ServerKey = typeof serverKeys.$inferSelect;
export type NewServerKey = typeof serverKeys.$inferInsert;
export type LoginThrottle = typeof loginThrottle.$inferSelect;
