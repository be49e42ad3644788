/**
 * syndicateCreate reaches the sockets that list syndicates (issue 18 item 2, decision 024): created in the
 * back office and shown on the site, every socket hears it — visitors' anonymous sockets included; kept
 * off the site, only administrators do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildMembership, buildUser } from '../../test/factories.js';
import {
  closeSockets,
  connectSocket,
  eventNames,
  listenWithRealtime,
  nextEvent,
  recordEvents,
  settle,
  type ClientSocket,
} from '../../test/realtime.js';

describe('syndicateCreate audience', () => {
  let sockets: { admin: ClientSocket; visitor: ClientSocket; member: ClientSocket; manager: ClientSocket };
  let adminAuth: { authorization: string };

  beforeAll(async () => {
    const { app, db } = await getTestApp();
    const { url } = await listenWithRealtime(app);
    const admin = await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    const manager = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
    await buildMembership(db, { userId: manager.id, role: 'manager' });
    const member = (await buildMembership(db)).userId;
    adminAuth = await loginAs(app, admin);
    const tokenOf = async (id: number) => (await loginAs(app, { id })).authorization.slice(7);
    sockets = {
      admin: await connectSocket(url, adminAuth.authorization.slice(7)),
      visitor: await connectSocket(url, await anonymousToken(app)),
      member: await connectSocket(url, await tokenOf(member)),
      manager: await connectSocket(url, await tokenOf(manager.id)),
    };
  });
  afterAll(() => closeSockets());

  const create = async (name: string, showOnSite: boolean) => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: adminAuth,
      payload: { name, countryCode: 'IE', showOnSite },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };

  it('a syndicate shown on the site reaches every socket, visitors’ included, in the public shape', async () => {
    const { app } = await getTestApp();
    const heard = (socket: ClientSocket) =>
      nextEvent(socket, 'syndicateCreate', (p) => p.syndicate.name === 'Open Gallop');
    const arrivals = [sockets.visitor, sockets.member, sockets.admin, sockets.manager].map(heard);
    const id = await create('Open Gallop', true);
    for (const payload of await Promise.all(arrivals)) {
      expect(payload).toMatchObject({ syndicateId: id, syndicate: { id, name: 'Open Gallop' } });
    }
    await settle(app, Object.values(sockets));
  });

  it('a syndicate kept off the site reaches administrators only', async () => {
    const { app } = await getTestApp();
    const seen = [sockets.visitor, sockets.member, sockets.manager].map(recordEvents);
    const heard = nextEvent(sockets.admin, 'syndicateCreate', (p) => p.syndicate.name === 'Private Stable');
    const id = await create('Private Stable', false);
    expect((await heard).syndicateId).toBe(id);
    await settle(app, Object.values(sockets));
    for (const recording of seen) expect(eventNames(recording)).toEqual([]);
  });
});
