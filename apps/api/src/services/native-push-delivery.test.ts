import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { createExpoPushClient, type ExpoResult } from '../push/expo.js';
import { loadVapidDetails } from '../push/vapid.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildMembership, buildPost, buildUser } from '../test/factories.js';
import { buildPublishingWorld, type PublishingWorld } from '../test/publishing.js';
import { RECEIPT_DELAY_SECONDS, checkNativeReceipts } from './native-push-delivery.js';
import { fanOutPublishedPost, sendPush, type DeliveryDeps } from './notification-delivery.js';

/**
 * A local fake of Expo's push API (exp.host/--/api/v2/push/send and /getReceipts), in process: the
 * production client talks to it over real HTTP. Each test says what tickets and receipts it answers.
 */
interface ExpoCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
const expoCalls: ExpoCall[] = [];
let ticketFor: (to: string) => ExpoResult = () => ({ status: 'ok', id: 'ticket-1' });
let receiptsAnswer: Record<string, ExpoResult> = {};
let expoStatus = 200;
let expoServer: Server;
let expoUrl: string;
let world: PublishingWorld;
let member: { id: number };
let sent: { name: string; data: unknown; options?: unknown }[] = [];
let deps: DeliveryDeps;

beforeAll(async () => {
  const { db, env } = await getTestApp();
  expoServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      expoCalls.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(expoStatus, { 'content-type': 'application/json' });
      if (expoStatus !== 200) return res.end(JSON.stringify({ errors: [{ code: 'INTERNAL_SERVER_ERROR' }] }));
      if (req.url === '/--/api/v2/push/send') {
        const messages = body as { to: string }[];
        return res.end(JSON.stringify({ data: messages.map((m) => ticketFor(m.to)) }));
      }
      return res.end(JSON.stringify({ data: receiptsAnswer }));
    });
  });
  await new Promise<void>((resolve) => expoServer.listen(0, '127.0.0.1', resolve));
  expoUrl = `http://127.0.0.1:${(expoServer.address() as AddressInfo).port}/`;

  world = await buildPublishingWorld(db);
  member = await buildUser(db, { roles: ['ROLE_MEMBER'] });
  await buildMembership(db, { userId: member.id, syndicateId: world.syndicateA.id });
  deps = {
    db,
    queue: { send: async (name, data, options) => (sent.push({ name, data, options }), 'job-id') },
    webOrigin: 'http://web.test',
    batchWindowSeconds: 180,
    vapid: await loadVapidDetails(db, env),
    expo: createExpoPushClient({ baseUrl: expoUrl, accessToken: 'expo-access-token-secret' }),
    log: { info: () => {}, error: () => {} },
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => expoServer.close(() => resolve()));
});

beforeEach(() => {
  sent = [];
  expoCalls.length = 0;
  expoStatus = 200;
  ticketFor = () => ({ status: 'ok', id: 'ticket-1' });
  receiptsAnswer = {};
});

async function nativeToken(token: string, platform: 'ios' | 'android' = 'ios') {
  const [row] = await deps.db
    .insert(pushSubscriptions)
    .values({ userId: member.id, platform, endpoint: token })
    .returning();
  return row!;
}

const exists = async (id: number) =>
  (await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length === 1;

const publishedPost = (comment = '<p>Worked well on the hill</p>') =>
  buildPost(deps.db, {
    syndicateId: world.syndicateA.id,
    horseId: world.horseA.id,
    authorId: world.staffA.id,
    notify: true,
    comment,
  });

describe('native push through Expo', () => {
  it("delivers a published post to the app's Expo token, then prunes it when the receipt says the app is gone", async () => {
    const token = await nativeToken('ExponentPushToken[phone-one-aaaa]');
    const post = await publishedPost();
    await fanOutPublishedPost(deps, post.id);
    const job = sent.find(
      (s) => s.name === 'push.send' && (s.data as { subscriptionId: number }).subscriptionId === token.id,
    );
    expect(job).toBeTruthy();

    expect(await sendPush(deps, token.id, post.id)).toBe('sent');
    const call = expoCalls.at(-1)!;
    expect(call.path).toBe('/--/api/v2/push/send');
    expect(call.headers.authorization).toBe('Bearer expo-access-token-secret');
    expect(call.body).toEqual([
      expect.objectContaining({
        to: 'ExponentPushToken[phone-one-aaaa]',
        body: 'Worked well on the hill',
        data: { postId: post.id, url: `http://web.test/updates/${post.id}/` },
      }),
    ]);
    const receiptsJob = sent.find((s) => s.name === 'push.receipts')!;
    expect(receiptsJob.data).toEqual({ tickets: [{ ticketId: 'ticket-1', subscriptionId: token.id }] });
    expect(receiptsJob.options).toEqual({ startAfter: RECEIPT_DELAY_SECONDS });

    receiptsAnswer = { 'ticket-1': { status: 'error', details: { error: 'DeviceNotRegistered' } } };
    expect(await checkNativeReceipts({ ...deps, expo: deps.expo! }, [{ ticketId: 'ticket-1', subscriptionId: token.id }])).toBe(1);
    expect(expoCalls.at(-1)).toMatchObject({ path: '/--/api/v2/push/getReceipts', body: { ids: ['ticket-1'] } });
    expect(await exists(token.id)).toBe(false);
  });

  it('keeps a token whose receipt is fine, and retries receipts Expo has not settled yet', async () => {
    const token = await nativeToken('ExpoPushToken[phone-two-bbbb]', 'android');
    const tickets = [{ ticketId: 'ok-1', subscriptionId: token.id }];
    receiptsAnswer = { 'ok-1': { status: 'ok' } };
    expect(await checkNativeReceipts({ ...deps, expo: deps.expo! }, tickets)).toBe(0);
    expect(await exists(token.id)).toBe(true);
    receiptsAnswer = {};
    await expect(checkNativeReceipts({ ...deps, expo: deps.expo! }, tickets)).rejects.toThrow(/not ready/);
  });

  it('prunes a token whose ticket already says DeviceNotRegistered, and retries refusals and rate limits', async () => {
    const post = await publishedPost();
    const gone = await nativeToken('ExponentPushToken[uninstalled-cccc]');
    ticketFor = () => ({ status: 'error', message: 'not registered', details: { error: 'DeviceNotRegistered' } });
    expect(await sendPush(deps, gone.id, post.id)).toBe('gone');
    expect(await exists(gone.id)).toBe(false);

    const busy = await nativeToken('ExponentPushToken[busy-dddd]');
    ticketFor = () => ({ status: 'error', details: { error: 'MessageRateExceeded' } });
    await expect(sendPush(deps, busy.id, post.id)).rejects.toThrow(/rate limit/);
    expoStatus = 503;
    await expect(sendPush(deps, busy.id, post.id)).rejects.toThrow(/503/);
    expect(await exists(busy.id)).toBe(true);
  });

  it('sends nothing while native push is off, nor to tokens Expo cannot take', async () => {
    const post = await publishedPost();
    const device = await nativeToken('raw-apns-device-token-0123456789');
    expect(await sendPush(deps, device.id, post.id)).toBe('skipped');
    const expoToken = await nativeToken('ExponentPushToken[off-eeee]');
    expect(await sendPush({ ...deps, expo: null }, expoToken.id, post.id)).toBe('skipped');
    expect(expoCalls).toEqual([]);
  });
});

describe('web push pruning', () => {
  it('deletes a browser subscription the push service answers 404 for (410 is covered by notification-delivery)', async () => {
    const pushServer = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
    try {
      const { createECDH, randomBytes } = await import('node:crypto');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const [row] = await deps.db
        .insert(pushSubscriptions)
        .values({
          userId: member.id,
          platform: 'web',
          endpoint: `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}/push/expired`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        })
        .returning();
      expect(await sendPush(deps, row!.id, (await publishedPost()).id)).toBe('gone');
      expect(await exists(row!.id)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => pushServer.close(() => resolve()));
    }
  });
});
