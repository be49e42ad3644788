/**
 * The token check's hot path (issue 19) and its failure modes (issue 17): a token's signature is verified
 * once, yet revocation still bites on the next request; an infrastructure failure during the check is
 * not "invalid token" (no 401 that would sign members out during a database blip).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTestApp } from '../test/build-test-app.js';
import { mintAccessToken } from '../test/auth.js';
import { buildUser } from '../test/factories.js';
import { hashPassword } from '../lib/password.js';
import { VERIFIED_TOKEN_CACHE_SIZE, verifiedTokenCount } from './authenticate.js';

afterEach(() => vi.restoreAllMocks());

describe('verified-token cache', () => {
  it('verifies a token once for many requests, and still refuses it as soon as its grant is revoked', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const gid = randomUUID();
    const token = await mintAccessToken(app, { sub: String(user.id), ver: 0, gid });
    const verify = vi.spyOn(app.oauth, 'verifyAccessToken');
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    }
    expect(verify).toHaveBeenCalledTimes(1);

    await app.oauth.revocations.revoke([gid]);
    const res = await app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Access token revoked' });
    expect(verifiedTokenCount(app)).toBeLessThanOrEqual(VERIFIED_TOKEN_CACHE_SIZE);
  });

  it('does not serve a cached token past its expiry', async () => {
    const { app } = await getTestApp();
    // Expiry counts from the current whole second: a ttl of 1 could lapse before the first request.
    const token = await mintAccessToken(app, { ttl: 2 });
    expect((await app.inject({ url: '/api/horses', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    try {
      const res = await app.inject({ url: '/api/horses', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('could not check is not invalid', () => {
  it('lets a failing user lookup through as a server error, never as 401', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const token = await mintAccessToken(app, { sub: String(user.id), ver: 0, gid: randomUUID() });
    vi.spyOn(app.db, 'select').mockImplementationOnce(() => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const res = await app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.headers['www-authenticate']).toBeUndefined();
    // The same token works again once the database answers.
    expect((await app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('costs one query for a user (the revocation check riding in it), then none while nothing changed', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const token = await mintAccessToken(app, { sub: String(user.id), ver: 0, gid: randomUUID() });
    const ask = () => app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } });
    const select = vi.spyOn(app.db, 'select');
    const isRevoked = vi.spyOn(app.oauth.revocations, 'isRevoked');
    expect((await ask()).statusCode).toBe(200);
    expect(select).toHaveBeenCalledTimes(1);
    expect((await ask()).statusCode).toBe(200);
    expect(select).toHaveBeenCalledTimes(1);
    expect(isRevoked).not.toHaveBeenCalled();
  });
});

describe('cached user state (decision 030)', () => {
  it('refuses a token at its next request once an administrator disabled the user', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
    const token = await mintAccessToken(app, { sub: String(user.id), ver: 0, gid: randomUUID() });
    const ask = () => app.inject({ url: '/api/get-user-roles', headers: { authorization: `Bearer ${token}` } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: { authorization: `Bearer ${await mintAccessToken(app, { sub: String(admin.id), ver: 0 })}` },
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await ask()).statusCode).toBe(401);
  });

  it('refuses the old token at its next request once the user changed their password', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db, { passwordHash: await hashPassword('Old-password-1') });
    const token = await mintAccessToken(app, { sub: String(user.id), ver: 0, gid: randomUUID() });
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/get-user-roles', headers })).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers,
      payload: { currentPassword: 'Old-password-1', newPassword: 'New-password-2' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await app.inject({ url: '/api/get-user-roles', headers })).statusCode).toBe(401);
  });
});
