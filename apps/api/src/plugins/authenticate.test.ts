/**
 * Bearer authentication of /api: every kind of bad token is a 401 JSON error, a caller who may not is a
 * 403, and revoked or deleted users' tokens stop working at once.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT, base64url, exportJWK, generateKeyPair, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { getTestApp } from '../test/build-test-app.js';
import { anonymousHeaders, loginAs, mintAccessToken } from '../test/auth.js';
import { buildUser } from '../test/factories.js';

async function get(url: string, authorization?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
}

describe('bearer authentication', () => {
  it('answers a missing, malformed or garbage token with 401 JSON and a Bearer challenge', async () => {
    for (const header of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not.a.jwt', 'Bearer a b']) {
      const res = await get('/api/horses', header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json(), String(header)).toEqual({ code: 401, message: expect.any(String) });
      expect(res.headers['www-authenticate'], String(header)).toMatch(/^Bearer realm="api"/);
    }
  });

  it('refuses an expired token', async () => {
    const { app } = await getTestApp();
    const res = await get('/api/horses', `Bearer ${await mintAccessToken(app, { ttl: -30 })}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Access token expired' });
  });

  it('refuses tokens signed by another key, with alg none or HS256, tampered with, or for another audience or issuer', async () => {
    const { app } = await getTestApp();
    const good = await mintAccessToken(app);
    const [header, payload] = good.split('.') as [string, string, string];

    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT(JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: app.oauth.keys.signing[0]!.kid })
      .sign(privateKey);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
    const hs256 = await new SignJWT({ client_id: 'stride-web' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(app.oauth.issuer)
      .setAudience(app.oauth.audience)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      // Key confusion: a public key's JWK used as an HMAC secret.
      .sign(new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey))));
    const tampered = `${header}.${base64url.encode(JSON.stringify({ ...JSON.parse(new TextDecoder().decode(base64url.decode(payload))), sub: '1' }))}.${good.split('.')[2]}`;

    const ourKey = await importJWK(app.oauth.keys.signing[0]!, 'ES256');
    const claimsFor = (iss: string, aud: string) =>
      new SignJWT({ client_id: 'stride-web' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .setIssuer(iss)
        .setAudience(aud)
        .setJti('y')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(ourKey);
    const otherAudience = await claimsFor(app.oauth.issuer, 'http://other.test/api');
    const otherIssuer = await claimsFor('http://other.test/oauth/v2', app.oauth.audience);

    for (const [name, token] of Object.entries({ foreign, none, hs256, tampered, otherAudience, otherIssuer })) {
      const res = await get('/api/horses', `Bearer ${token}`);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ code: 401, message: 'Invalid access token' });
    }
    expect((await get('/api/horses', `Bearer ${good}`)).statusCode).toBe(200);
  });

  it('gives an anonymous token public reads but 403 on member endpoints', async () => {
    const { app } = await getTestApp();
    const anonymous = (await anonymousHeaders(app)).authorization;
    expect((await get('/api/syndicates', anonymous)).statusCode).toBe(200);
    const member = await get('/api/get-user-roles', anonymous);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ code: 403, message: expect.any(String) });
  });

  it('keeps /healthz, /metrics, media and the API docs open', async () => {
    const { app } = await getTestApp();
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/docs/json']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
    expect((await app.inject('/media/public/none.webp')).statusCode).toBe(404);
  });

  it("refuses a user's token once the user is deleted, disabled, or their tokens are revoked", async () => {
    const { app, db } = await getTestApp();
    for (const change of [
      { deletedAt: new Date() },
      { disabledAt: new Date() },
      { deletionRequestedAt: new Date() },
      { tokenVersion: sql`${users.tokenVersion} + 1` },
    ]) {
      const user = await buildUser(db);
      const { authorization } = await loginAs(app, user);
      expect((await get('/api/get-user-roles', authorization)).statusCode).toBe(200);
      await db.update(users).set(change).where(eq(users.id, user.id));
      // Every write path that changes these announces it (user.updated), which the bearer check's cache
      // hears before the write is acknowledged (decision 030).
      app.events.emit('user.updated', { userId: user.id, rolesChanged: false });
      await app.events.acknowledged();
      const res = await get('/api/get-user-roles', authorization);
      expect(res.statusCode, Object.keys(change)[0]).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Access token revoked' });
    }
  });

  it('refuses a token whose subject is not a user', async () => {
    const { app } = await getTestApp();
    for (const sub of ['999999', 'stride-web', '-1']) {
      const token = await mintAccessToken(app, { sub, ver: 0 });
      expect((await get('/api/get-user-roles', `Bearer ${token}`)).statusCode, sub).toBe(401);
    }
  });
});
