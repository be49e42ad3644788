/**
 * Back-office writes: bad input answers 422 field violations and saves nothing; good writes land, leave
 * an audit row (who, what, before/after) and emit their domain event; join requests are decided;
 * settings switch maintenance mode; subscribers export as CSV; uploads are judged by their content.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventName, DomainEvents } from '../../events/domain-events.js';
import { auditLog, joinRequests, mailOutbox, memberships, syndicates, users } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildJoinRequest, buildSubscriber, buildSyndicate, buildUser } from '../../test/factories.js';

let admin: { authorization: string };
let adminId: number;

/** Collects the payloads of one event name until the returned function is called. */
function capture<K extends DomainEventName>(app: Awaited<ReturnType<typeof getTestApp>>['app'], name: K) {
  const seen: DomainEvents[K][] = [];
  const off = app.events.on(name, (payload) => {
    seen.push(payload);
  });
  return { seen, off };
}

beforeAll(async () => {
  const { app, db } = await getTestApp();
  const user = await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
  adminId = user.id;
  admin = await loginAs(app, user);
});

describe('syndicate validation', () => {
  it('answers 422 field violations for a duplicate slug, a colour that is not a colour and a negative price, saving nothing', async () => {
    const { app, db } = await getTestApp();
    const existing = await buildSyndicate(db, { slug: 'taken-slug' });
    const before = await db.$count(syndicates);
    const auditBefore = await db.$count(auditLog);

    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: admin,
      payload: { name: 'Copycat', slug: 'taken-slug', countryCode: 'IE' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().violations).toEqual([
      { propertyPath: 'slug', message: 'This slug is already used' },
    ]);

    const colour = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: admin,
      payload: { name: 'Painted', countryCode: 'IE', themeColour: 'pink' },
    });
    expect(colour.statusCode).toBe(422);
    expect(colour.json().violations).toEqual([
      { propertyPath: 'themeColour', message: 'Theme colour must be a colour written as #RRGGBB' },
    ]);

    const price = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: admin,
      payload: { name: 'Cheap', countryCode: 'IE', pricePerShare: -100 },
    });
    expect(price.statusCode).toBe(422);
    expect(price.json().violations).toEqual([
      { propertyPath: 'pricePerShare', message: 'Price per share must not be negative' },
    ]);

    // The same rules on a merge patch of an existing syndicate.
    const other = await buildSyndicate(db);
    const patchSlug = await app.inject({
      method: 'PATCH',
      url: `/api/admin/syndicates/${other.id}`,
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ slug: existing.slug }),
    });
    expect(patchSlug.statusCode).toBe(422);
    expect(patchSlug.json().violations[0].propertyPath).toBe('slug');
    const patchColour = await app.inject({
      method: 'PATCH',
      url: `/api/admin/syndicates/${other.id}`,
      headers: admin,
      payload: { themeColour: '#12345' },
    });
    expect(patchColour.statusCode).toBe(422);

    expect(await db.$count(syndicates)).toBe(before + 1);
    const [unchanged] = await db.select().from(syndicates).where(eq(syndicates.id, other.id));
    expect(unchanged!.slug).toBe(other.slug);
    expect(unchanged!.themeColour).toBe(other.themeColour);
    expect(await db.$count(auditLog)).toBe(auditBefore);
  });
});

describe('syndicate and horse writes', () => {
  it('creates, patches and deletes with audit rows and domain events', async () => {
    const { app, db } = await getTestApp();
    const created = capture(app, 'syndicate.created');
    const updated = capture(app, 'syndicate.updated');
    const horseCreated = capture(app, 'horse.created');

    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: admin,
      payload: {
        name: 'Boyne Valley Racing',
        slug: 'boyne-valley-racing',
        countryCode: 'ie',
        themeColour: '#1A2B3C',
        themeFont: 'Georgia',
        pricePerShare: 250000,
        numberOfShares: 40,
        description: '<p>Hello<script>alert(1)</script></p>',
        featured: true,
        featuredOrder: 2,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      id: number;
      slug: string;
      themeColour: string;
      pricePerShare: number;
      countryCode: string;
      description: string;
    }>();
    expect(body).toMatchObject({
      slug: 'boyne-valley-racing',
      themeColour: '#1A2B3C',
      pricePerShare: 250000,
      countryCode: 'IE',
      description: '<p>Hello</p>',
    });

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/syndicates/${body.id}`,
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ trainer: 'Jessica Harrington', showOnSite: false }),
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      trainer: 'Jessica Harrington',
      showOnSite: false,
      themeColour: '#1A2B3C',
    });

    const horse = await app.inject({
      method: 'POST',
      url: '/api/admin/horses',
      headers: admin,
      payload: { syndicateId: body.id, name: 'Boyne Bolt', wins: 3, runs: 9, pedigree: { sire: 'Galileo' } },
    });
    expect(horse.statusCode).toBe(201);
    expect(horse.json()).toMatchObject({
      slug: 'boyne-bolt',
      wins: 3,
      syndicate: { id: body.id },
      pedigree: { sire: 'Galileo', dam: '' },
    });
    const badHorse = await app.inject({
      method: 'POST',
      url: '/api/admin/horses',
      headers: admin,
      payload: { syndicateId: body.id, name: 'Minus', wins: -1 },
    });
    expect(badHorse.statusCode).toBe(422);
    expect(badHorse.json().violations).toEqual([
      { propertyPath: 'wins', message: 'Wins must not be negative' },
    ]);

    await app.events.drain();
    expect(created.seen).toEqual([{ syndicateId: body.id }]);
    expect(updated.seen).toEqual([{ syndicateId: body.id }]);
    expect(horseCreated.seen).toEqual([{ horseId: horse.json<{ id: number }>().id, syndicateId: body.id }]);
    created.off();
    updated.off();
    horseCreated.off();

    const trail = await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?entity=syndicate&entityId=${body.id}&order[createdAt]=asc`,
      headers: admin,
    });
    expect(trail.statusCode).toBe(200);
    const entries = trail.json<{
      data: {
        action: string;
        actor: { id: number };
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    }>().data;
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[0]!.actor.id).toBe(adminId);
    expect(entries[1]!.before).toMatchObject({ trainer: '', showOnSite: true });
    expect(entries[1]!.after).toMatchObject({ trainer: 'Jessica Harrington', showOnSite: false });

    const removed = capture(app, 'syndicate.removed');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/admin/syndicates/${body.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    await app.events.drain();
    expect(removed.seen).toEqual([{ syndicateId: body.id }]);
    removed.off();
    const [deleteRow] = await db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(deleteRow).toMatchObject({
      entity: 'syndicate',
      entityId: String(body.id),
      actorId: adminId,
      after: null,
    });
  });

  it('lists with search, filters, sorting and bounded paging', async () => {
    const { app, db } = await getTestApp();
    await buildSyndicate(db, { name: 'Zeta Searchable', featured: true, featuredOrder: 1 });
    await buildSyndicate(db, { name: 'Alpha Searchable', featured: true, featuredOrder: 2 });
    await buildSyndicate(db, { name: 'Gamma Searchable', featured: false });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/syndicates?q=searchable&featured=true&order[name]=desc&itemsPerPage=1000',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { name: string }[]; meta: { itemsPerPage: number; totalItems: number } }>();
    expect(body.data.map((s) => s.name)).toEqual(['Zeta Searchable', 'Alpha Searchable']);
    expect(body.meta).toMatchObject({ itemsPerPage: 100, totalItems: 2 });
  });
});

describe('join requests', () => {
  it('accepting an anonymous request creates the account and the membership and emits syndicateJoin.decided', async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const request = await buildJoinRequest(db, {
      syndicateId: syndicate.id,
      email: 'New.Owner@Example.com',
      firstname: 'Nora',
      lastname: 'Quinn',
    });
    const decided = capture(app, 'syndicateJoin.decided');

    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${request.id}/accept`,
      headers: admin,
      payload: { sharesHeld: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'ACCEPTED', kind: 'anonymous' });
    const [account] = await db.select().from(users).where(eq(users.email, 'new.owner@example.com'));
    expect(account).toMatchObject({ firstname: 'Nora', roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    const [place] = await db.select().from(memberships).where(eq(memberships.userId, account!.id));
    expect(place).toMatchObject({ syndicateId: syndicate.id, role: 'member', sharesHeld: 2 });
    // Welcomed by e-mail, with how to choose a password (the account has none yet).
    const [welcome] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'new.owner@example.com'), eq(mailOutbox.template, 'join-accepted')))
      .orderBy(desc(mailOutbox.id));
    expect(welcome?.subject).toBe(`Welcome to ${syndicate.name}`);
    expect(welcome?.text).toContain('select "Forgot your password?"');
    expect(welcome?.text).toContain(`${app.env.WEB_ORIGIN}/login/`);
    await app.events.drain();
    expect(decided.seen).toEqual([{ userId: account!.id, syndicateId: syndicate.id, status: 'ACCEPTED' }]);
    decided.off();

    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${request.id}/reject`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting a signed-in user’s request creates nothing and tells them', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const request = await buildJoinRequest(db, { userId: user.id });
    const decided = capture(app, 'syndicateJoin.decided');
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/join-requests/${request.id}/reject`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, request.id));
    expect(row).toMatchObject({ status: 'REJECTED', decidedBy: adminId });
    expect(await db.$count(memberships, eq(memberships.userId, user.id))).toBe(0);
    await app.events.drain();
    expect(decided.seen).toEqual([{ userId: user.id, syndicateId: request.syndicateId, status: 'REJECTED' }]);
    decided.off();
  });
});

describe('settings, subscribers, uploads', () => {
  it('switches maintenance mode with a validated whitelist and emits maintenanceMode.changed', async () => {
    const { app } = await getTestApp();
    const changed = capture(app, 'maintenanceMode.changed');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/maintenance-mode',
      headers: admin,
      payload: { settings: { maintenanceMode: true, ipWhitelist: '1.2.3.4 nonsense' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0]).toEqual({
      propertyPath: 'settings.ipWhitelist',
      message: 'IP whitelist contains an invalid address: nonsense',
    });
    const on = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/maintenance-mode',
      headers: admin,
      payload: { settings: { maintenanceMode: true, ipWhitelist: '203.0.113.7' } },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      id: 'maintenance-mode',
      type: 'maintenance-mode',
      settings: { maintenanceMode: true, ipWhitelist: '203.0.113.7' },
    });
    const pub = await app.inject({
      method: 'GET',
      url: '/api/settings?type=maintenance-mode',
      headers: admin,
    });
    expect(pub.json().data[0].settings.maintenanceMode).toBe(true);
    const app2 = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/app',
      headers: admin,
      payload: { settings: { max_files: 0 } },
    });
    expect(app2.statusCode).toBe(422);
    await app.events.drain();
    expect(changed.seen).toEqual([{ created: true }]);
    changed.off();
    await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/maintenance-mode',
      headers: admin,
      payload: { settings: { maintenanceMode: false } },
    });
  });

  it('exports subscribers as CSV with formula cells defused', async () => {
    const { app, db } = await getTestApp();
    await buildSubscriber(db, { email: 'reader@example.com' });
    await buildSubscriber(db, { email: '=cmd@example.com' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/subscribers/export.csv', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,holdingSubscriber,createdAt');
    expect(lines.some((l) => l.startsWith('reader@example.com,true,'))).toBe(true);
    expect(lines.some((l) => l.startsWith("'=cmd@example.com,true,"))).toBe(true);
  });

  it('accepts an image by its content (re-encoded to WebP with its renditions) and refuses text named .png', async () => {
    const { app } = await getTestApp();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#F36A81' } })
      .png()
      .toBuffer();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(ok.statusCode).toBe(201);
    const { key, mimeType } = ok.json<{ key: string; mimeType: string }>();
    expect(key).toMatch(/^public\/admin\/images\/[a-z0-9-]+\.webp$/);
    expect(mimeType).toBe('image/webp');
    // PUBLIC_IMAGE_WIDTHS (decision 048): what the srcset states for each rendition.
    const width = async (k: string) => (await sharp(await buffer(await app.storage.read(k))).metadata()).width;
    expect(await width(key)).toBe(1600);
    expect(await width(key.replace('.webp', '.medium.webp'))).toBe(800);
    expect(await width(key.replace('.webp', '.small.webp'))).toBe(400);
    const fake = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.from('not an image at all'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().violations).toEqual([{ propertyPath: 'file', message: 'Incorrect file format' }]);
    // The key can be saved on a syndicate as its logo.
    const syndicate = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers: admin,
      payload: { name: 'Logo Racing', countryCode: 'GB', logoKey: key },
    });
    expect(syndicate.statusCode).toBe(201);
    expect(syndicate.json().logo.smallUrl).toContain('.small.webp');
    expect(syndicate.json().logo.mediumUrl).toContain('.medium.webp');
  });
});
