/**
 * Taking a file off an update (decision 024: editing a published update). The asset row goes, the post's
 * counts follow (so its processing state stays consistent) and a published update is stamped edited.
 * An update left with no text, no file and no race entry is refused like an empty draft. Stored files
 * are left in storage (the uploads' own retention handles them).
 */
import { EMPTY_POST_MESSAGE, isRichTextEmpty, postTypeFor } from '@stride/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { postAssets, posts, type Post } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { notFound, unprocessable } from '../lib/http-errors.js';

/** Removes one asset of the post; emits post.updated. 404 when the asset is not the post's. */
export async function removePostAsset(
  db: Db,
  events: EventBus,
  post: Post,
  assetId: number,
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(posts).where(eq(posts.id, post.id)).for('update');
    const [asset] = await tx
      .select({ id: postAssets.id })
      .from(postAssets)
      .where(and(eq(postAssets.id, assetId), eq(postAssets.postId, post.id)));
    if (!locked || !asset) throw notFound('File');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(postAssets)
      .where(eq(postAssets.postId, post.id));
    const left = n - 1;
    if (left === 0 && isRichTextEmpty(locked.comment) && locked.horseEntryId === null)
      throw unprocessable([{ propertyPath: 'assets', message: EMPTY_POST_MESSAGE }]);
    await tx.delete(postAssets).where(eq(postAssets.id, asset.id));
    await tx
      .update(posts)
      .set({
        expectedNumberAssets: Math.max(0, Math.min(locked.expectedNumberAssets - 1, left)),
        uploadedAssetsCount: Math.max(0, Math.min(locked.uploadedAssetsCount - 1, left)),
        ...(left === 0 && locked.type === 'media' ? { type: postTypeFor(0) } : {}),
        ...(locked.publicationStatus === 'published' ? { editedAt: new Date() } : {}),
      })
      .where(eq(posts.id, post.id));
  });
  events.emit('post.updated', {
    postId: post.id,
    syndicateId: post.syndicateId,
    horseId: post.horseId,
    actorId,
  });
}
