/**
 * Secrets the API generates once and keeps in `server_keys` (like the OAuth keys), so every instance and
 * every restart agrees on them: the HMAC secret of signed storage URLs and the Web Push VAPID key pair.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverKeys } from '../db/schema/index.js';

type SecretKind = 'storage-signing' | 'vapid';

/**
 * Returns the stored material of `kind`, creating it with `generate` when there is none. Instances starting
 * together insert under one fixed id with ON CONFLICT DO NOTHING, then all read what won.
 */
export async function loadOrCreateSecret<T extends Record<string, unknown>>(
  db: Db,
  kind: SecretKind,
  generate: () => T,
): Promise<T> {
  const id = `${kind}-initial`;
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.id, id)).limit(1))[0];
  const existing = await read();
  if (existing) return existing.material as T;
  await db.insert(serverKeys).values({ id, kind, material: generate() }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`server_keys: could not store the ${kind} secret`);
  return stored.material as T;
}
