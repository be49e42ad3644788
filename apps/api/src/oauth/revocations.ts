/**
 * The revocation list (decision 020): grants (sign-ins) that ended — logout, refresh-token reuse, an
 * e-mail change — while their JWT access tokens are still unexpired. The bearer check asks it for every
 * user token (`gid` claim), so a revoked sign-in's access tokens stop at once on every instance. Entries
 * live one access-token lifetime (plus clock slack): after that no token of the grant can be valid anyway.
 * In Redis when REDIS_URL is set (one key with expiry per grant), backed by the `oauth_kv` table, which
 * is always written and answers while Redis is away (issue 17: Redis is an accelerator, never a single
 * point of failure); without Redis, the table alone.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { oauthKv } from '../db/schema/index.js';

/** Model name of revocation rows in oauth_kv (no grant or account column: deleting a grant keeps them). */
const MODEL = 'RevokedGrant';
/** Extra life of an entry beyond the token lifetime, for clock differences between instances. */
const SLACK_SECONDS = 60;

/** Where revoked grant ids are kept while their access tokens could still be presented. */
export interface RevocationList {
  /** Adds grants to the list for one access-token lifetime. */
  revoke(grantIds: readonly string[]): Promise<void>;
  /** Whether the grant was revoked (errors propagate: "could not check" is not "revoked"). */
  isRevoked(grantId: string): Promise<boolean>;
  /**
   * The same check as an SQL expression, when the list lives in the database: the bearer check puts it
   * into its user query, so a user request still costs one query.
   */
  revokedSql?(grantId: string): SQL<boolean>;
}

/** The list in the database, for single-instance and Redis-less deployments. */
export function databaseRevocationList(db: Db, tokenTtlSeconds: number): RevocationList {
  return {
    async revoke(grantIds) {
      if (grantIds.length === 0) return;
      const expiresAt = new Date(Date.now() + (tokenTtlSeconds + SLACK_SECONDS) * 1000);
      const rows = grantIds.map((id) => ({ id: `${MODEL}:${id}`, model: MODEL, payload: {}, expiresAt }));
      await db.insert(oauthKv).values(rows).onConflictDoUpdate({ target: oauthKv.id, set: { expiresAt } });
    },
    async isRevoked(grantId) {
      const [row] = await db
        .select({ id: oauthKv.id })
        .from(oauthKv)
        .where(and(eq(oauthKv.id, `${MODEL}:${grantId}`), gt(oauthKv.expiresAt, new Date())))
        .limit(1);
      return row !== undefined;
    },
    revokedSql(grantId) {
      return sql<boolean>`exists (select 1 from ${oauthKv} where ${oauthKv.id} = ${`${MODEL}:${grantId}`} and ${oauthKv.expiresAt} > now())`;
    },
  };
}

/** The list in Redis, shared by every API instance. */
export function redisRevocationList(redis: Redis, prefix: string, tokenTtlSeconds: number): RevocationList {
  const ttl = tokenTtlSeconds + SLACK_SECONDS;
  return {
    async revoke(grantIds) {
      if (grantIds.length === 0) return;
      const multi = redis.multi();
      for (const id of grantIds) multi.set(`${prefix}${id}`, '1', 'EX', ttl);
      await multi.exec();
    },
    async isRevoked(grantId) {
      return (await redis.exists(`${prefix}${grantId}`)) === 1;
    },
  };
}

/**
 * Redis first, the database behind it (decision 020 amendment): every revocation is written to the
 * database (the source of truth) and to Redis; a check asks Redis and, when Redis cannot answer, the
 * database — so a Redis outage neither fails signed-in requests nor lets a revoked sign-in back in.
 */
export function layeredRevocationList(
  redisList: RevocationList,
  databaseList: RevocationList,
  onRedisError: (err: unknown) => void,
): RevocationList {
  return {
    async revoke(grantIds) {
      await databaseList.revoke(grantIds);
      await redisList.revoke(grantIds).catch(onRedisError);
    },
    async isRevoked(grantId) {
      try {
        return await redisList.isRevoked(grantId);
      } catch (err) {
        onRedisError(err);
        return databaseList.isRevoked(grantId);
      }
    },
  };
}

/**
 * The list, telling `onRevoked` after each revocation is recorded and before `revoke` resolves: the bearer
 * check's cache bumps its version there (decision 030), so a revoked sign-in stops at its next request.
 */
export function announcingRevocationList(
  list: RevocationList,
  onRevoked: () => Promise<void>,
): RevocationList {
  return {
    ...list,
    async revoke(grantIds) {
      await list.revoke(grantIds);
      if (grantIds.length > 0) await onRevoked();
    },
  };
}
