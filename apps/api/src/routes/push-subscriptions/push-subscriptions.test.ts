import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildUser } from '../../test/factories.js';

let alice: { id: number };
let bob: { id: number };
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

beforeAll(async () => {
  const { db } = await getTestApp();
  alice = await buildUser(db, { roles: ['ROLE_MEMBER'] });
  bob = await buildUser(db, { roles: ['ROLE_MEMBER'] });
});

describe('push subscriptions', () => {
  it('publishes the VAPID public key (the same one every time)', async () => {
    const { app } = await getTestApp();
    const headers = await loginAs(app, alice);
    const first = await app.inject({
      method: 'GET',
      url: '/api/push-subscriptions/vapid-public-key',
      headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[\w-]{80,}$/);
  });

  it('stores a browser subscription and a native token, moving an endpoint to its new user', async () => {
    const { app, db } = await getTestApp();
    const web = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: await loginAs(app, alice),
      payload: { platform: 'web', endpoint: 'https://push.example.com/send/abc', keys },
    });
    expect(web.statusCode).toBe(201);
    expect(web.json().platform).toBe('web');
    const native = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: await loginAs(app, alice),
      payload: { platform: 'android', token: 'fcm-token-0123456789' },
    });
    expect(native.statusCode).toBe(201);

    const again = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: await loginAs(app, bob),
      payload: { platform: 'web', endpoint: 'https://push.example.com/send/abc', keys },
    });
    expect(again.json().id).toBe(web.json().id);
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, web.json().id));
    expect(row?.userId).toBe(bob.id);
  });

  it('refuses bad bodies and anonymous callers, and unregisters', async () => {
    const { app, db } = await getTestApp();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: await loginAs(app, alice),
      payload: { platform: 'desktop', endpoint: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: await anonymousHeaders(app),
      payload: { platform: 'ios', token: 'apns-token-0123456789' },
    });
    expect(anon.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: await loginAs(app, alice),
      payload: { token: 'fcm-token-0123456789' },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'fcm-token-0123456789')),
    ).toEqual([]);
  });

  it("lists the caller's devices only, and removes one of them by id (not another member's)", async () => {
    const { app, db } = await getTestApp();
    const carol = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    const dave = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    const asCarol = await loginAs(app, carol);
    await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: asCarol,
      payload: { platform: 'web', endpoint: 'https://push.example.com/send/carol', keys },
    });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: asCarol,
      payload: { platform: 'ios', token: 'apns-token-carol-0123' },
    });
    const list = await app.inject({ method: 'GET', url: '/api/push-subscriptions', headers: asCarol });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { platform: 'web', endpoint: 'https://push.example.com/send/carol' },
      { platform: 'ios', endpoint: null },
    ]);
    expect(JSON.stringify(list.json())).not.toContain('apns-token-carol');

    const asDave = await loginAs(app, dave);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/push-subscriptions/${phone.json().id}`,
      headers: asDave,
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await app.inject({
      method: 'DELETE',
      url: `/api/push-subscriptions/${phone.json().id}`,
      headers: asCarol,
    });
    expect(mine.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/push-subscriptions', headers: asCarol });
    expect(after.json()).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/push-subscriptions', headers: asDave })).json()).toEqual([]);
  });
});
