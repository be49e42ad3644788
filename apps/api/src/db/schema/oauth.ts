/** Key/value store of the OAuth2 authorization server (oidc-provider adapter: sessions, codes, tokens). */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

export const oauthKv = pgTable(
  'oauth_kv',
  {
    /** `<Model>:<id>`, e.g. `AuthorizationCode:abc…`. */
    id: text('id').primaryKey(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    /** The user a grant, session or token belongs to, so all of a user's grants can be revoked at once. */
    accountId: text('account_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    index('oauth_kv_grant_id_idx').on(t.grantId),
    index('oauth_kv_account_id_idx').on(t.accountId),
    index('oauth_kv_uid_idx').on(t.uid),
    index('oauth_kv_user_code_idx').on(t.userCode),
    index('oauth_kv_expires_at_idx').on(t.expiresAt),
  ],
);

export type OauthKv = typeof oauthKv.$inferSelect;
export type NewOauthKv = typeof oauthKv.$inferInsert;
