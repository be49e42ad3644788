/**
 * Scheduled publishing: staff schedule an unpublished update for a Dublin time; the `posts.publish-due`
 * job (pg-boss, injected clock) publishes it then — once — with the usual post.published + notify.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.js';
import { startJobQueue, type JobQueue } from '../../jobs/queue.js';
import { startRaceDayWorkers } from '../../jobs/race-day-workers.js';
import { publishDuePosts } from '../../services/scheduled-publishing.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildPublishingWorld, createDraft, type PublishingWorld } from '../../test/publishing.js';

let world: PublishingWorld;
let queue: JobQueue;
let now = new Date('2030-01-01T00:00:00.000Z');
const publishedEvents: { postId: number; notify: boolean }[] = [];

async function schedule(user: { id: number }, postId: number, body: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'PUT',
    url: `/api/updates/${postId}/schedule`,
    headers: await loginAs(app, user),
    payload: body,
  });
}

beforeAll(async () => {
  const { app, db } = await getTestApp();
  world = await buildPublishingWorld(db);
  app.events.on('post.published', ({ postId, notify }) => {
    publishedEvents.push({ postId, notify });
  });
  queue = await startJobQueue(db, { pollingIntervalSeconds: 0.5, supervise: false });
  await startRaceDayWorkers({
    db,
    events: app.events,
    queue,
    webOrigin: 'http://web.test',
    clock: () => now,
    log: { info: () => {} },
  });
});

afterAll(async () => {
  await queue?.stop();
});

describe('scheduled publishing', () => {
  it('publishes a scheduled update by itself at the chosen Dublin time, once', async () => {
    const { app, db } = await getTestApp();
    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>Gallops report</p>',
      publicationStatus: 'user_draft',
      notify: true,
    });
    const res = await schedule(world.staffA, postId, { date: '2031-06-01', time: '09:30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postId, publishAt: '2031-06-01T08:30:00.000Z' });

    now = new Date('2031-06-01T08:29:00.000Z');
    expect(await publishDuePosts({ db, events: app.events }, now)).toEqual([]);

    now = new Date('2031-06-01T08:31:00.000Z');
    const jobId = await queue.send('posts.publish-due', {});
    for (let i = 0; i < 200; i += 1) {
      const job = await queue.boss.getJobById('posts.publish-due', jobId!);
      if (job?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [post] = await db.select().from(posts).where(eq(posts.id, postId));
    expect(post?.publicationStatus).toBe('published');
    await app.events.drain();
    expect(publishedEvents.filter((e) => e.postId === postId)).toEqual([{ postId, notify: true }]);
    const [a, b] = await Promise.all([
      publishDuePosts({ db, events: app.events }, now),
      publishDuePosts({ db, events: app.events }, now),
    ]);
    expect([...a, ...b]).toEqual([]);
    const again = await schedule(world.staffA, postId, { date: '2031-07-01', time: '09:30' });
    expect(again.json().violations).toEqual([
      { propertyPath: 'publicationStatus', message: 'This update is already published' },
    ]);
  });

  it('refuses past times, published updates and people who may not edit the update', async () => {
    const { app } = await getTestApp();
    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      comment: '<p>Entry news</p>',
      publicationStatus: 'user_draft',
    });
    const past = await schedule(world.staffA, postId, { date: '2020-01-01', time: '10:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json().violations).toEqual([
      { propertyPath: 'time', message: 'The publish time must be in the future' },
    ]);
    const bad = await schedule(world.staffA, postId, { date: '2031-02-30', time: '25:00' });
    expect(bad.statusCode).toBe(422);
    expect((await schedule(world.memberA, postId, { date: '2031-06-01', time: '09:30' })).statusCode).toBe(
      404,
    );
    expect((await schedule(world.managerB, postId, { date: '2031-06-01', time: '09:30' })).statusCode).toBe(
      404,
    );
    const headers = await loginAs(app, world.staffA);
    const cancel = await app.inject({ method: 'DELETE', url: `/api/updates/${postId}/schedule`, headers });
    expect(cancel.statusCode).toBe(404);
  });
});
