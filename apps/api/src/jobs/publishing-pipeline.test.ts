import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, postAssets, posts } from '../db/schema/index.js';
import { registerPublishingJobs } from '../events/processors/publishing-jobs.js';
import { loadVapidDetails } from '../push/vapid.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildMembership, buildUser } from '../test/factories.js';
import { tinyPng } from '../test/media-samples.js';
import { buildPublishingWorld, createDraft, uploadFile, type PublishingWorld } from '../test/publishing.js';
import { startJobQueue, type JobQueue } from './queue.js';
import { startPublishingWorkers } from './workers.js';

let queue: JobQueue;
let off: () => void;
let world: PublishingWorld;

/** Polls `check` until it returns a value (jobs run on pg-boss's own schedule). */
async function eventually<T>(check: () => Promise<T | null | undefined>, ms = 45_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const { app, db, env } = await getTestApp();
  world = await buildPublishingWorld(db);
  queue = await startJobQueue(db, { pollingIntervalSeconds: 0.5, supervise: false });
  off = registerPublishingJobs(app.events, queue);
  await startPublishingWorkers({
    db,
    storage: app.storage,
    events: app.events,
    queue,
    webOrigin: 'http://web.test',
    batchWindowSeconds: 0,
    vapid: await loadVapidDetails(db, env),
    log: { info: () => {}, error: () => {} },
  });
});

afterAll(async () => {
  off?.();
  await queue?.stop();
});

describe('the publishing pipeline through pg-boss', () => {
  it('processes an upload, publishes, and e-mails the members', async () => {
    const { app, db } = await getTestApp();
    const member = await buildUser(db, { roles: ['ROLE_MEMBER'] });
    await buildMembership(db, { userId: member.id, syndicateId: world.syndicateA.id });
    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>First canter of the season</p>',
      expectedNumberAssets: 1,
      notify: true,
    });
    const upload = await uploadFile(app, world.staffA, postId, 'canter.png', await tinyPng());
    expect(upload.statusCode).toBe(200);
    const headers = { ...(await loginAs(app, world.staffA)), 'content-type': 'application/merge-patch+json' };
    await app.inject({
      method: 'PATCH',
      url: `/api/updates/${postId}`,
      headers,
      payload: JSON.stringify({ uploadedAssetsCount: 1, assetsStatus: 'processing' }),
    });

    const asset = await eventually(async () => {
      const [row] = await db.select().from(postAssets).where(eq(postAssets.postId, postId));
      return row?.status === 'complete' ? row : null;
    });
    expect(asset.variants?.small).toBeDefined();
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.assetsStatus).toBe('complete');

    const published = await app.inject({
      method: 'PATCH',
      url: `/api/updates/${postId}`,
      headers,
      payload: JSON.stringify({ publicationStatus: 'published' }),
    });
    expect(published.json().publicationStatus).toBe('published');
    const mail = await eventually(
      async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email)))[0],
    );
    expect(mail.html).toContain(`http://web.test/updates/${postId}/`);
  });
});
