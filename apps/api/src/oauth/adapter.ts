/**
 * oidc-provider storage over the `oauth_kv` table: one row per model instance (`<Model>:<id>`), with the
 * look-up columns the provider needs (grant, uid, user code) plus the account, so every grant and token
 * of a user can be revoked at once. Expired rows are invisible to `find` and removed by sweepExpired.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { oauthKv } from '../db/schema/index.js';

function rowId(model: string, id: string): string {
  return `${model}:${id}`;
}

function notExpired() {
  return sql`(${oauthKv.expiresAt} IS NULL OR ${oauthKv.expiresAt} > now())`;
}

/** The account a payload belongs to: sessions and tokens carry `accountId`, interactions a session. */
function accountOf(payload: AdapterPayload): string | null {
  return payload.accountId ?? payload.session?.accountId ?? null;
}

/** Builds the adapter class oidc-provider instantiates once per model name. */
export function createDrizzleAdapter(db: Db): new (name: string) => Adapter {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = {
        id: rowId(this.model, id),
        model: this.model,
        // The provider's payloads are plain JSON objects.
        payload: payload as Record<string, unknown>,
        // A grant's own row carries its id, so "everything of grant X" is one column.
        grantId: payload.grantId ?? (this.model === 'Grant' ? id : null),
        accountId: accountOf(payload),
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oauthKv)
        .values(values)
        .onConflictDoUpdate({
          target: oauthKv.id,
          set: {
            payload: values.payload,
            grantId: values.grantId,
            accountId: values.accountId,
            userCode: values.userCode,
            uid: values.uid,
            expiresAt,
            consumedAt: null,
          },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oauthKv.id, rowId(this.model, id)));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(and(eq(oauthKv.model, this.model), eq(oauthKv.uid, uid)));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(and(eq(oauthKv.model, this.model), eq(oauthKv.userCode, userCode)));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oauthKv)
        .set({ consumedAt: new Date() })
        .where(eq(oauthKv.id, rowId(this.model, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oauthKv).where(eq(oauthKv.id, rowId(this.model, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oauthKv).where(and(eq(oauthKv.model, this.model), eq(oauthKv.grantId, grantId)));
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oauthKv.payload, consumedAt: oauthKv.consumedAt })
        .from(oauthKv)
        .where(and(where, notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider treats any truthy `consumed` as spent (codes, refresh tokens).
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/**
 * Deletes every session, grant, code and refresh token of a user, except the rows of `keepGrantId` (the
 * caller's own sign-in when they change their password). Sessions always go, so no other browser can
 * sign in again without the password. Access tokens are JWTs: callers also bump the token version.
 */
export async function revokeAccountGrants(db: Db, accountId: string, keepGrantId?: string): Promise<void> {
  const mine = eq(oauthKv.accountId, accountId);
  await db
    .delete(oauthKv)
    .where(keepGrantId === undefined ? mine : and(mine, or(isNull(oauthKv.grantId), ne(oauthKv.grantId, keepGrantId))));
}

/** Removes rows past their expiry; run periodically (the provider never reads them anyway). */
export async function sweepExpired(db: Db, now: Date = new Date()): Promise<number> {
  const removed = await db.delete(oauthKv).where(lt(oauthKv.expiresAt, now)).returning({ id: oauthKv.id });
  return removed.length;
}
