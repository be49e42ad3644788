/**
 * Writing updates (issue 6): create a draft, report uploads, publish, edit the comment. Each change emits
 * its domain event after the transaction commits (processors deliver sockets, media jobs, notifications).
 */
import {
  EMPTY_POST_MESSAGE,
  canChangePublicationStatus,
  isRichTextEmpty,
  type PostType,
  type PublicationStatus,
} from '@stride/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horseEntries, postAssets, posts, type Post } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { unprocessable } from '../lib/http-errors.js';

export interface NewPostInput {
  authorId: number;
  syndicateId: number;
  horseId: number;
  /** Already sanitised HTML. */
  comment: string;
  expectedNumberAssets: number;
  type: PostType;
  horseEntryId: number | null;
  publicationStatus: 'draft' | 'user_draft';
  notify: boolean;
}

/** Stores a draft post and claims its horse entry; emits post.created. */
export async function createPost(db: Db, events: EventBus, input: NewPostInput): Promise<Post> {
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        syndicateId: input.syndicateId,
        horseId: input.horseId,
        authorId: input.authorId,
        comment: input.comment,
        type: input.type,
        publicationStatus: input.publicationStatus,
        expectedNumberAssets: input.expectedNumberAssets,
        notify: input.notify,
        horseEntryId: input.horseEntryId,
      })
      .returning();
    if (input.horseEntryId !== null) {
      const claimed = await tx
        .update(horseEntries)
        .set({ postId: row!.id })
        .where(and(eq(horseEntries.id, input.horseEntryId), isNull(horseEntries.postId)))
        .returning({ id: horseEntries.id });
      if (claimed.length === 0) {
        throw unprocessable([
          { propertyPath: 'horseEntry', message: 'This race entry belongs to another update' },
        ]);
      }
    }
    return row!;
  });
  events.emit('post.created', {
    postId: post.id,
    syndicateId: post.syndicateId,
    horseId: post.horseId,
    actorId: input.authorId,
  });
  return post;
}

/** The merge patch of PATCH updates/{id} (SPEC §7), already validated. */
export interface PostPatch {
  /** Already sanitised HTML. */
  comment?: string | undefined;
  uploadedAssetsCount?: number | undefined;
  assetsStatus?: 'processing' | undefined;
  publicationStatus?: PublicationStatus | undefined;
  notify?: boolean | undefined;
}

/** Loads a post that is not deleted. */
export async function findLivePost(db: Db, id: number): Promise<Post | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The post's overall asset status from its assets, once the uploaded count is known: error when any failed,
 * complete when all reported files are processed, processing otherwise.
 */
export async function deriveAssetsStatus(
  db: Db,
  post: Pick<Post, 'id' | 'uploadedAssetsCount'>,
): Promise<'processing' | 'complete' | 'error'> {
  const rows = await db
    .select({ status: postAssets.status, n: count() })
    .from(postAssets)
    .where(eq(postAssets.postId, post.id))
    .groupBy(postAssets.status);
  const by = new Map(rows.map((r) => [r.status, r.n]));
  if ((by.get('error') ?? 0) > 0) return 'error';
  const done = by.get('complete') ?? 0;
  return done >= post.uploadedAssetsCount && (by.get('processing') ?? 0) === 0 ? 'complete' : 'processing';
}

/**
 * Applies a merge patch. Publication follows PUBLICATION_TRANSITIONS (422 otherwise); publishing stamps
 * postedAt and emits post.published (with notify). An emptied post is refused like an empty draft.
 */
export async function patchPost(
  db: Db,
  events: EventBus,
  post: Post,
  patch: PostPatch,
  actorId: number,
): Promise<Post> {
  const set: Partial<typeof posts.$inferInsert> = {};
  let publishing = false;

  if (patch.comment !== undefined) {
    if (isRichTextEmpty(patch.comment) && post.expectedNumberAssets === 0 && post.horseEntryId === null) {
      throw unprocessable([{ propertyPath: 'comment', message: EMPTY_POST_MESSAGE }]);
    }
    set.comment = patch.comment;
    // A published update whose text changes says so ("edited", decision 024).
    if (post.publicationStatus === 'published' && patch.comment !== post.comment) set.editedAt = new Date();
  }
  if (patch.notify !== undefined) set.notify = patch.notify;
  if (patch.uploadedAssetsCount !== undefined) {
    set.uploadedAssetsCount = patch.uploadedAssetsCount;
    set.assetsStatus = 'processing';
  }
  if (patch.publicationStatus !== undefined && patch.publicationStatus !== post.publicationStatus) {
    if (!canChangePublicationStatus(post.publicationStatus, patch.publicationStatus)) {
      throw unprocessable([
        {
          propertyPath: 'publicationStatus',
          message: `An update cannot go from ${post.publicationStatus} to ${patch.publicationStatus}`,
        },
      ]);
    }
    set.publicationStatus = patch.publicationStatus;
    if (patch.publicationStatus === 'published') {
      publishing = true;
      set.postedAt = new Date();
    }
  }
  if (Object.keys(set).length === 0) return post;

  let [updated] = await db.update(posts).set(set).where(eq(posts.id, post.id)).returning();
  if (patch.uploadedAssetsCount !== undefined) {
    // Files may have finished processing before the count arrived.
    const status = await deriveAssetsStatus(db, updated!);
    if (status !== 'processing') {
      [updated] = await db
        .update(posts)
        .set({ assetsStatus: status })
        .where(eq(posts.id, post.id))
        .returning();
    }
  }
  const ids = { postId: post.id, syndicateId: post.syndicateId, horseId: post.horseId };
  events.emit('post.updated', { ...ids, actorId });
  if (publishing) events.emit('post.published', { ...ids, notify: updated!.notify });
  return updated!;
}
