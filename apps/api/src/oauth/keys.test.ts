import { jwtVerify, createLocalJWKSet, SignJWT, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { serverKeys } from '../db/schema/index.js';
import { getTestDb } from '../test/db.js';
import { SIGNING_ALG, loadServerKeys, publicJwk, rotateServerKey } from './keys.js';
import { createAccessTokenVerifier } from './tokens.js';

describe('server keys', () => {
  it('are generated once and persisted, so every start and instance uses the same ones', async () => {
    const db = await getTestDb();
    const [first, second] = await Promise.all([loadServerKeys(db), loadServerKeys(db)]);
    expect(first).toEqual(second);
    expect(first.signing).toHaveLength(1);
    expect(first.signing[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: SIGNING_ALG, use: 'sig' });
    expect(first.cookie).toHaveLength(1);
    expect(first.cookie[0]!.length).toBeGreaterThanOrEqual(43);
    expect(await loadServerKeys(db)).toEqual(first);
    expect(publicJwk(first.signing[0]!)).not.toHaveProperty('d');
    expect((await db.select().from(serverKeys)).length).toBe(2);
  });

  it('rotate: the new key signs first, the old one still verifies until retired', async () => {
    const db = await getTestDb();
    const before = await loadServerKeys(db);
    await rotateServerKey(db, 'signing');
    await rotateServerKey(db, 'cookie');
    const after = await loadServerKeys(db);
    expect(after.signing).toHaveLength(2);
    expect(after.signing[1]).toEqual(before.signing[0]);
    expect(after.signing[0]!.kid).not.toBe(before.signing[0]!.kid);
    expect(after.cookie[1]).toBe(before.cookie[0]);

    const sign = async (jwk: (typeof after.signing)[number]) =>
      new SignJWT({ client_id: 'stride-web' })
        .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid })
        .setIssuer('http://api.test/oauth/v2')
        .setAudience('http://api.test/api')
        .setJti('k')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(await importJWK(jwk, SIGNING_ALG));
    const verify = createAccessTokenVerifier(after.signing, 'http://api.test/oauth/v2', 'http://api.test/api');
    await expect(verify(await sign(before.signing[0]!))).resolves.toMatchObject({ jti: 'k' });

    await rotateServerKey(db, 'signing', new Date(Date.now() + 60_000));
    const retired = await loadServerKeys(db);
    expect(retired.signing).toHaveLength(1);
    const jwks = createLocalJWKSet({ keys: retired.signing.map(publicJwk) });
    await expect(jwtVerify(await sign(before.signing[0]!), jwks)).rejects.toThrow();
  });

  it('an unsigned token (alg none: what the service worker hands the page offline) is refused, whatever it claims', async () => {
    const { signing } = await loadServerKeys(await getTestDb());
    const verify = createAccessTokenVerifier(signing, 'http://api.test/oauth/v2', 'http://api.test/api');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'http://api.test/oauth/v2',
      aud: 'http://api.test/api',
      sub: '1',
      client_id: 'stride-web',
      jti: 'forged',
      iat: now,
      exp: now + 30,
    };
    for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'none', typ: 'at+jwt' }]) {
      for (const signature of ['', 'offline']) {
        await expect(verify(`${part(header)}.${part(claims)}.${signature}`)).rejects.toThrow('Invalid access token');
      }
    }
  });
});
