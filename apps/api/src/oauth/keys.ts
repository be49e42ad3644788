/**
 * The authorization server's keys, generated on first start and kept in `server_keys` so every API
 * instance and every restart signs and verifies with the same ones. Several active keys of a kind may
 * exist: the newest signs, the others still verify, which is what makes rotation possible.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverKeys } from '../db/schema/index.js';

/** The one JWS algorithm our tokens use; anything else (and `none`) is refused when verifying. */
export const SIGNING_ALG = 'ES256';

/** A private signing key as a JWK (P-256), with its `kid`, `alg` and `use`. */
export interface PrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
  alg: typeof SIGNING_ALG;
  use: 'sig';
  [key: string]: unknown;
}

export interface ServerKeySet {
  /** Private JWKs, newest (the signing one) first. */
  signing: PrivateJwk[];
  /** Cookie-signing secrets, newest first (keygrip signs with the first and accepts all). */
  cookie: string[];
}

/** Generates a fresh P-256 signing key with a random kid. */
export function generateSigningKey(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    kty: 'EC',
    crv: 'P-256',
    x: jwk.x!,
    y: jwk.y!,
    d: jwk.d!,
    kid: randomBytes(12).toString('base64url'),
    alg: SIGNING_ALG,
    use: 'sig',
  };
}

function generateCookieSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The public half of a signing key, as published at /oauth/v2/jwks and used by the bearer check. */
export function publicJwk(key: PrivateJwk): Omit<PrivateJwk, 'd'> {
  const { d: _private, ...rest } = key;
  return rest;
}

async function activeKeys(db: Db, kind: 'signing' | 'cookie') {
  return db
    .select()
    .from(serverKeys)
    .where(and(eq(serverKeys.kind, kind), isNull(serverKeys.retiredAt)))
    .orderBy(desc(serverKeys.createdAt), asc(serverKeys.id));
}

/**
 * Loads the active keys, creating the first of each kind when there is none. Instances starting together
 * insert under fixed ids with ON CONFLICT DO NOTHING, then all read what won.
 */
export async function loadServerKeys(db: Db): Promise<ServerKeySet> {
  let signing = await activeKeys(db, 'signing');
  if (signing.length === 0) {
    const key = generateSigningKey();
    await db
      .insert(serverKeys)
      .values({ id: 'signing-initial', kind: 'signing', material: key })
      .onConflictDoNothing();
    signing = await activeKeys(db, 'signing');
  }
  let cookie = await activeKeys(db, 'cookie');
  if (cookie.length === 0) {
    await db
      .insert(serverKeys)
      .values({ id: 'cookie-initial', kind: 'cookie', material: { secret: generateCookieSecret() } })
      .onConflictDoNothing();
    cookie = await activeKeys(db, 'cookie');
  }
  return {
    signing: signing.map((row) => row.material as PrivateJwk),
    cookie: cookie.map((row) => String(row.material.secret)),
  };
}

/**
 * Adds a new key of the kind, which signs from the next start on, and retires keys of that kind older
 * than `retireOlderThan` (keep old signing keys at least one refresh-token lifetime so nothing valid
 * breaks). Returns the new key's id.
 */
export async function rotateServerKey(
  db: Db,
  kind: 'signing' | 'cookie',
  retireOlderThan?: Date,
): Promise<string> {
  const material = kind === 'signing' ? generateSigningKey() : { secret: generateCookieSecret() };
  const id = kind === 'signing' ? `signing-${(material as PrivateJwk).kid}` : `cookie-${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    if (retireOlderThan) {
      const old = await tx
        .select({ id: serverKeys.id, createdAt: serverKeys.createdAt })
        .from(serverKeys)
        .where(and(eq(serverKeys.kind, kind), isNull(serverKeys.retiredAt)));
      for (const row of old) {
        if (row.createdAt < retireOlderThan) {
          await tx.update(serverKeys).set({ retiredAt: new Date() }).where(eq(serverKeys.id, row.id));
        }
      }
    }
    await tx.insert(serverKeys).values({ id, kind, material });
  });
  return id;
}
