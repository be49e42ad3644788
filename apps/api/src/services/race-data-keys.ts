/**
 * Feed providers' API keys for race data imports (decision 021): one syndicate per key, created and
 * revoked in the back office. The key is random, shown once, and only its SHA-256 is stored; it travels in
 * the X-Api-Key header (never a URL) and is never logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { raceDataApiKeys, syndicates, type RaceDataApiKey } from '../db/schema/index.js';

/** Prefix that makes a leaked key recognisable to secret scanners. */
const KEY_PREFIX = 'srd_';

/** SHA-256 of a key, hex. */
export function hashRaceDataKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A key as the back office lists it (never the key or its hash). */
export interface RaceDataKeyJson {
  id: number;
  syndicateId: number;
  syndicateName: string;
  name: string;
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

function present(row: RaceDataApiKey, syndicateName: string): RaceDataKeyJson {
  return {
    id: row.id,
    syndicateId: row.syndicateId,
    syndicateName,
    name: row.name,
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Keys of the given syndicates (null: all), newest first. */
export async function listRaceDataKeys(
  db: Db,
  syndicateIds: readonly number[] | null,
): Promise<RaceDataKeyJson[]> {
  if (syndicateIds !== null && syndicateIds.length === 0) return [];
  const rows = await db
    .select({ key: raceDataApiKeys, syndicateName: syndicates.name })
    .from(raceDataApiKeys)
    .innerJoin(syndicates, eq(syndicates.id, raceDataApiKeys.syndicateId))
    .where(syndicateIds === null ? undefined : inArray(raceDataApiKeys.syndicateId, [...syndicateIds]))
    .orderBy(desc(raceDataApiKeys.id));
  return rows.map((r) => present(r.key, r.syndicateName));
}

/** Creates a key; the plain key is in the answer and nowhere else. */
export async function createRaceDataKey(
  db: Db,
  input: { syndicateId: number; name: string; createdById: number },
): Promise<RaceDataKeyJson & { key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(raceDataApiKeys)
    .values({ ...input, keyPrefix: key.slice(0, KEY_PREFIX.length + 6), keyHash: hashRaceDataKey(key) })
    .returning();
  const [syndicate] = await db
    .select({ name: syndicates.name })
    .from(syndicates)
    .where(eq(syndicates.id, input.syndicateId));
  return { ...present(row!, syndicate?.name ?? ''), key };
}

/** Revokes a key (kept for the record); returns the row or null when it does not exist. */
export async function revokeRaceDataKey(db: Db, id: number): Promise<RaceDataApiKey | null> {
  const [row] = await db.select().from(raceDataApiKeys).where(eq(raceDataApiKeys.id, id));
  if (!row) return null;
  if (row.revokedAt) return row;
  const [revoked] = await db
    .update(raceDataApiKeys)
    .set({ revokedAt: new Date() })
    .where(eq(raceDataApiKeys.id, id))
    .returning();
  return revoked!;
}

/** The live key a request presents, stamped as used; null for unknown or revoked keys. */
export async function findLiveRaceDataKey(db: Db, key: string): Promise<RaceDataApiKey | null> {
  const [row] = await db
    .update(raceDataApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(raceDataApiKeys.keyHash, hashRaceDataKey(key)), isNull(raceDataApiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
