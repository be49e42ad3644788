import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailNotificationItems,
  mailOutbox,
  notificationSettings,
  pushSubscriptions,
} from '../db/schema/index.js';
import { registerPublishingJobs } from '../events/processors/publishing-jobs.js';
import { createSmtpTransport, deliverPendingMails } from '../mail/delivery.js';
import { loadVapidDetails } from '../push/vapid.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildHorseEntry, buildMembership, buildPost, buildUser } from '../test/factories.js';
import { buildPublishingWorld, type PublishingWorld } from '../test/publishing.js';
import { fanOutPublishedPost, sendDigest, sendPush, type DeliveryDeps } from './notification-delivery.js';

type Sent = { name: string; data: unknown; options?: unknown };
let world: PublishingWorld;
let sent: Sent[] = [];
let deps: DeliveryDeps;
let members: { all: { id: number; email: string }; noEmail: { id: number }; noHorseUpdates: { id: number } };

// In-process SMTP sink, and a fake push service (what a browser vendor's endpoint would be).
const mails: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
const pushRequests: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
let pushStatus = 201;
let pushServer: Server;
let pushOrigin: string;

beforeAll(async () => {
  const { app, db, env } = await getTestApp();
  world = await buildPublishingWorld(db);
  const all = await buildUser(db, { roles: ['ROLE_MEMBER'], firstname: 'Aoife' });
  const noEmail = await buildUser(db, { roles: ['ROLE_MEMBER'] });
  const noHorseUpdates = await buildUser(db, { roles: ['ROLE_MEMBER'] });
  for (const user of [all, noEmail, noHorseUpdates])
    await buildMembership(db, { userId: user.id, syndicateId: world.syndicateA.id });
  await db.insert(notificationSettings).values([
    { userId: noEmail.id, viaEmail: false },
    { userId: noHorseUpdates.id, horseUpdate: false },
  ]);
  members = { all, noEmail, noHorseUpdates };
  deps = {
    db,
    queue: { send: async (name, data, options) => (sent.push({ name, data, options }), 'job-id') },
    webOrigin: 'http://web.test',
    batchWindowSeconds: 180,
    vapid: await loadVapidDetails(db, env),
    log: { info: () => {}, error: () => {} },
  };
  void app;

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  pushServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushRequests.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(pushStatus).end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});

const publishedPost = (overrides: Parameters<typeof buildPost>[1] = {}) =>
  buildPost(deps.db, {
    syndicateId: world.syndicateA.id,
    horseId: world.horseA.id,
    authorId: world.staffA.id,
    notify: true,
    ...overrides,
  });

const recipientsOf = (name: string) =>
  sent
    .filter((s) => s.name === name)
    .map((s) => (s.data as { userId?: number; subscriptionId?: number }).userId);

describe('notification delivery on post.published', () => {
  it('enqueues delivery when a post is published with notify, not without', async () => {
    const { app } = await getTestApp();
    const queued: Sent[] = [];
    const off = registerPublishingJobs(app.events, {
      send: async (name, data) => (queued.push({ name, data }), 'id'),
    });
    app.events.emit('post.published', { postId: 1, syndicateId: 1, horseId: null, notify: true });
    app.events.emit('post.published', { postId: 2, syndicateId: 1, horseId: null, notify: false });
    app.events.emit('postAsset.created', { assetId: 9, postId: 1, syndicateId: 1 });
    await app.events.drain();
    off();
    expect(queued).toEqual([
      { name: 'notify.post-published', data: { postId: 1 } },
      { name: 'media.process', data: { assetId: 9 } },
    ]);
  });

  it('batches two horse updates into one e-mail per member, respecting their settings', async () => {
    sent = [];
    const first = await publishedPost({ comment: '<p>Worked <b>brilliantly</b> this morning.</p>' });
    const second = await publishedPost({ comment: '<p>Entered for Saturday.</p>' });
    await fanOutPublishedPost(deps, first.id);
    await fanOutPublishedPost(deps, second.id);

    const emailed = recipientsOf('email.digest');
    expect(emailed).toContain(members.all.id);
    expect(emailed).toContain(world.memberA.id);
    expect(emailed).not.toContain(members.noEmail.id);
    expect(emailed).not.toContain(members.noHorseUpdates.id);
    expect(emailed).not.toContain(world.staffA.id); // the author
    expect(emailed).not.toContain(world.managerB.id); // another syndicate
    const digestSend = sent.find(
      (s) => s.name === 'email.digest' && (s.data as { userId: number }).userId === members.all.id,
    );
    expect(digestSend?.options).toEqual({ singletonKey: `digest:${members.all.id}`, startAfter: 180 });

    // The digest job: one e-mail carrying both posts; running it again sends nothing more.
    await deps.db.delete(mailOutbox);
    expect(await sendDigest(deps, members.all.id)).toBe(2);
    expect(await sendDigest(deps, members.all.id)).toBe(0);
    const outbox = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, members.all.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toMatch(/^2 new updates from /);
    expect(outbox[0]!.html).toContain(`http://web.test/updates/${first.id}/`);
    expect(outbox[0]!.html).toContain(`http://web.test/updates/${second.id}/`);
    expect(outbox[0]!.text).toContain('Worked brilliantly this morning.');
    expect(outbox[0]!.html).not.toContain('<b>brilliantly</b>');
    const { pruneMailedItems } = await import('./notification-delivery.js');
    expect(await pruneMailedItems(deps.db)).toBe(0);
    expect(
      await pruneMailedItems(deps.db, new Date(Date.now() + 31 * 24 * 3600 * 1000)),
    ).toBeGreaterThanOrEqual(2);

    // Delivered over SMTP; while the server is down the mail waits in the outbox and goes out on retry.
    const down = await deliverPendingMails(deps.db, {
      transport: createSmtpTransport('smtp://127.0.0.1:1'),
      from: 'Stride <no-reply@stride.example>',
    });
    expect(down.failed).toBeGreaterThan(0);
    const later = new Date(Date.now() + 10 * 60_000);
    const up = await deliverPendingMails(deps.db, {
      transport: createSmtpTransport(smtpUrl),
      from: 'Stride <no-reply@stride.example>',
      now: later,
    });
    expect(up.sent).toBeGreaterThan(0);
    const received = mails.filter((m) => m.to.includes(members.all.email));
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain('Hi Aoife,');
  });

  it('e-mails race entries to members who turned off horse updates, but never results', async () => {
    sent = [];
    const entry = await buildHorseEntry(deps.db, {
      horseId: world.horseA.id,
      syndicateId: world.syndicateA.id,
      updateType: '5 Day Entry',
    });
    const entryPost = await publishedPost({ horseEntryId: entry.id });
    await fanOutPublishedPost(deps, entryPost.id);
    expect(recipientsOf('email.digest')).toContain(members.noHorseUpdates.id);

    sent = [];
    const result = await buildHorseEntry(deps.db, {
      horseId: world.horseA.id,
      syndicateId: world.syndicateA.id,
      updateType: 'Result',
    });
    const resultPost = await publishedPost({ horseEntryId: result.id });
    await fanOutPublishedPost(deps, resultPost.id);
    expect(recipientsOf('email.digest')).toEqual([]);
  });

  it('sends nothing for drafts or posts published without notify', async () => {
    sent = [];
    await fanOutPublishedPost(deps, (await publishedPost({ publicationStatus: 'draft' })).id);
    await fanOutPublishedPost(deps, (await publishedPost({ notify: false })).id);
    expect(sent).toEqual([]);
    const items = await deps.db
      .select()
      .from(emailNotificationItems)
      .where(eq(emailNotificationItems.userId, members.noEmail.id));
    expect(items).toEqual([]);
  });

  it('pushes to web subscriptions with VAPID, forgets gone ones and retries failures', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const [subscription] = await deps.db
      .insert(pushSubscriptions)
      .values({ userId: members.all.id, platform: 'web', endpoint: `${pushOrigin}/push/abc`, keys })
      .returning();
    const [native] = await deps.db
      .insert(pushSubscriptions)
      .values({ userId: members.all.id, platform: 'ios', endpoint: 'apns-device-token-123' })
      .returning();
    sent = [];
    const post = await publishedPost({ comment: '<p>Gallops video is up</p>' });
    await fanOutPublishedPost(deps, post.id);
    const pushes = sent
      .filter((s) => s.name === 'push.send')
      .map((s) => (s.data as { subscriptionId: number }).subscriptionId);
    expect(pushes).toEqual(expect.arrayContaining([subscription!.id, native!.id]));

    pushStatus = 201;
    expect(await sendPush(deps, subscription!.id, post.id)).toBe('sent');
    const request = pushRequests.at(-1)!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers.authorization)).toMatch(/^vapid t=/);
    expect(request.body.length).toBeGreaterThan(0);
    expect(await sendPush(deps, native!.id, post.id)).toBe('skipped');

    pushStatus = 500;
    await expect(sendPush(deps, subscription!.id, post.id)).rejects.toThrow();
    pushStatus = 410;
    expect(await sendPush(deps, subscription!.id, post.id)).toBe('gone');
    expect(
      await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription!.id)),
    ).toEqual([]);
  });
});
