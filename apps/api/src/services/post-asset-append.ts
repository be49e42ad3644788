/**
 * Adding files to a published update (issue 18 item 0, decision 029). The update stays published and
 * readable throughout: the files are announced (names, sizes and count checked against what the update
 * already holds, positions after its files, expectedNumberAssets raised), uploaded through the usual
 * multipart calls, and each completed file joins the update at once (processing; uploadedAssetsCount
 * raised, assetsStatus processing, "edited"). Media processing then moves assetsStatus to complete and
 * emits post.updated, so open feeds receive postUpdate with the finished file (jobs/media-processing.ts).
 */
import {
  APPEND_NOT_PUBLISHED_MESSAGE,
  POST_MESSAGES,
  checkFiles,
  fileCategory,
  type FileMeta,
  type PostType,
} from '@stride/shared';
import { count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { postAssets, posts, type Post } from '../db/schema/index.js';
import { unprocessable } from '../lib/http-errors.js';
import { HLS_MIME_TYPE } from '../presenters/post.js';

/** Where an announced file goes. */
export interface AppendedFile {
  name: string;
  fileIndex: number;
  filePath: string;
}

/** Post types whose kind follows the files (others — replay, upcoming race — are the author's choice). */
const FILE_DRIVEN_TYPES: readonly PostType[] = ['text', 'media', 'file'];

/** Position after every file of the post (0 for a post without files). */
async function nextPosition(tx: Tx, postId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(postAssets.position) })
    .from(postAssets)
    .where(eq(postAssets.postId, postId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * Announces files to add to a published update: refuses the batch whole when a name repeats (within it
 * or among the update's files), a file is too large or of a refused kind, or the update would hold more
 * than max_files; otherwise raises expectedNumberAssets and hands each file its index and path.
 */
export async function announceAppendedFiles(
  db: Db,
  post: Post,
  files: readonly FileMeta[],
  maxFiles: number,
): Promise<{ files: AppendedFile[]; expectedNumberAssets: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(posts).where(eq(posts.id, post.id)).for('update');
    if (!locked || locked.publicationStatus !== 'published') {
      throw unprocessable([{ propertyPath: 'publicationStatus', message: APPEND_NOT_PUBLISHED_MESSAGE }]);
    }
    const existing = await tx
      .select({ name: postAssets.originalName, size: postAssets.sizeBytes, type: postAssets.mimeType })
      .from(postAssets)
      .where(eq(postAssets.postId, post.id));
    const messages = checkFiles(files, maxFiles, existing.length);
    const taken = new Set(existing.map((file) => file.name.trim().toLowerCase()));
    if (
      files.some((file) => taken.has(file.name.trim().toLowerCase())) &&
      !messages.includes(POST_MESSAGES.fileNameNotUnique)
    ) {
      messages.unshift(POST_MESSAGES.fileNameNotUnique);
    }
    if (messages.length > 0) {
      throw unprocessable(messages.map((message) => ({ propertyPath: 'filesMeta', message })));
    }
    // After the files it holds, and after files announced earlier that have not arrived yet.
    const base = Math.max(await nextPosition(tx, post.id), locked.expectedNumberAssets);
    const expectedNumberAssets = Math.max(locked.expectedNumberAssets, existing.length) + files.length;
    await tx.update(posts).set({ expectedNumberAssets }).where(eq(posts.id, post.id));
    return {
      expectedNumberAssets,
      files: files.map((file, i) => ({
        name: file.name.trim(),
        fileIndex: base + i,
        filePath: `posts/${post.id}/${file.name.trim()}`,
      })),
    };
  });
}

/**
 * Inside an upload's completion transaction: when the post is published, the position the new asset
 * takes — the client's file index, but never among the files the update already has. Null for an
 * unpublished post (the composer's own flow numbers its files and reports the count itself).
 */
export async function appendedAssetPosition(
  tx: Tx,
  postId: number,
  fileIndex: number,
): Promise<number | null> {
  const [locked] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (!locked || locked.publicationStatus !== 'published') return null;
  return Math.max(fileIndex, await nextPosition(tx, postId));
}

/**
 * Inside the completion transaction, after the asset of a published post was inserted: the counts follow
 * the files (uploaded = files it holds; expected at least that), assetsStatus goes to processing, the
 * update is marked edited, and a text or file update that received a photo, video or audio becomes media.
 */
export async function recordAppendedAsset(tx: Tx, post: Post): Promise<void> {
  const rows = await tx
    .select({ mimeType: postAssets.mimeType, n: count() })
    .from(postAssets)
    .where(eq(postAssets.postId, post.id))
    .groupBy(postAssets.mimeType);
  const held = rows.reduce((sum, row) => sum + row.n, 0);
  const [locked] = await tx.select().from(posts).where(eq(posts.id, post.id));
  if (!locked) return;
  // A processed video is recorded as its HLS playlist: media, not a document.
  const documentsOnly = rows.every(
    (row) => fileCategory(row.mimeType) === 'file' && row.mimeType !== HLS_MIME_TYPE,
  );
  await tx
    .update(posts)
    .set({
      uploadedAssetsCount: held,
      expectedNumberAssets: Math.max(locked.expectedNumberAssets, held),
      assetsStatus: 'processing',
      editedAt: new Date(),
      ...(FILE_DRIVEN_TYPES.includes(locked.type) ? { type: documentsOnly ? 'file' : 'media' } : {}),
    })
    .where(eq(posts.id, post.id));
}
