/**
 * Scheduled publishing (issue 15, decision 021): an unpublished update keeps a publish time in
 * scheduled_publications; the `posts.publish-due` cron job publishes what is due through patchPost — the
 * write-a-post publish, so post.updated / post.published (with notify) fan out as usual. Each schedule is
 * claimed by deleting its row, so N instances publish it once.
 */
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scheduledPublications, type Post } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { findLivePost, patchPost } from './post-writes.js';

/** Sets (or moves) the publish time of an unpublished update. */
export async function schedulePost(db: Db, post: Post, publishAt: Date, userId: number): Promise<void> {
  await db
    .insert(scheduledPublications)
    .values({ postId: post.id, publishAt, scheduledById: userId })
    .onConflictDoUpdate({
      target: scheduledPublications.postId,
      set: { publishAt, scheduledById: userId },
    });
}

/** Removes a schedule; true when there was one. */
export async function unschedulePost(db: Db, postId: number): Promise<boolean> {
  const removed = await db
    .delete(scheduledPublications)
    .where(eq(scheduledPublications.postId, postId))
    .returning({ id: scheduledPublications.postId });
  return removed.length > 0;
}

/** The schedule of an update, if any. */
export async function scheduleOf(db: Db, postId: number) {
  const [row] = await db.select().from(scheduledPublications).where(eq(scheduledPublications.postId, postId));
  return row ?? null;
}

/** Job `posts.publish-due`: publishes every update whose time has come; returns their ids. */
export async function publishDuePosts(deps: { db: Db; events: EventBus }, now: Date): Promise<number[]> {
  const due = await deps.db
    .select()
    .from(scheduledPublications)
    .where(lte(scheduledPublications.publishAt, now));
  const published: number[] = [];
  for (const schedule of due) {
    const claimed = await deps.db
      .delete(scheduledPublications)
      .where(eq(scheduledPublications.postId, schedule.postId))
      .returning({ id: scheduledPublications.postId });
    if (claimed.length === 0) continue;
    const post = await findLivePost(deps.db, schedule.postId);
    if (!post || post.publicationStatus === 'published') continue;
    await patchPost(deps.db, deps.events, post, { publicationStatus: 'published' }, schedule.scheduledById);
    published.push(post.id);
  }
  return published;
}
