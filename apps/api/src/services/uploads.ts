/**
 * Multipart uploads of post files (SPEC §7): a session per file (pre-signed part URLs), parts listed for
 * resuming, completion that checks the content by magic bytes and the limits, then records the asset.
 * File paths are `posts/<postId>/<file name>`; the bytes live at `posts/<postId>/originals/<uploadId>`.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  MULTIPART_PART_SIZE,
  POST_MESSAGES,
  fileCategory,
  resolveMimeType,
  type CompleteUpload,
} from '@stride/shared';
import { and, count, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  postAssets,
  posts,
  uploadSessions,
  type Post,
  type PostAsset,
  type UploadSession,
} from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { HttpError, unprocessable } from '../lib/http-errors.js';
import { partUploadPath } from '../lib/signed-urls.js';
import type { UrlSigner } from '../lib/url-signer.js';
import { sniffStored } from '../media/sniff.js';
import {
  PartMismatchError,
  type MultipartTarget,
  type StorageDriver,
  type UploadedPart,
} from '../storage/driver.js';
import { appendedAssetPosition, recordAppendedAsset } from './post-asset-append.js';
import type { UploadLimits } from './publishing-context.js';

/** How long an unfinished upload may be resumed. */
export const UPLOAD_SESSION_TTL_MS = 24 * 3600 * 1000;
const FILE_PATH = /^posts\/(\d{1,10})\/([^/\\\0]{1,255})$/;

export const INVALID_FILE_PATH_MESSAGE = 'File path must be posts/{postId}/{file name}';
export const PARTS_MISMATCH_MESSAGE = 'Uploaded parts do not match the upload';
export const UPLOAD_ERROR_MESSAGE = 'Error occurred while uploading files.';

export interface UploadDeps {
  db: Db;
  storage: StorageDriver;
  signer: UrlSigner;
  events: EventBus;
  apiOrigin: string;
  urlTtlSeconds: number;
}

/** Post id and file name behind a file path; null when it is not one of ours. */
export function parseFilePath(filePath: string): { postId: number; name: string } | null {
  const match = FILE_PATH.exec(filePath);
  if (!match) return null;
  const name = match[2]!.trim();
  const postId = Number(match[1]);
  if (!name || name === '.' || name === '..' || postId <= 0 || postId > 2_147_483_647) return null;
  return { postId, name };
}

/** Where the assembled bytes of an upload live. */
export function originalKey(postId: number, uploadId: string): string {
  return `posts/${postId}/originals/${uploadId}`;
}

function targetOf(session: UploadSession): MultipartTarget {
  const parsed = parseFilePath(session.filePath);
  if (!parsed) throw new Error(`Upload session ${session.id} has a bad file path`);
  return {
    uploadId: session.id,
    key: originalKey(parsed.postId, session.id),
    driverUploadId: session.driverUploadId,
  };
}

/** Parts a file of `category` may have at most. */
function maxPartsFor(maxBytes: number): number {
  return Math.ceil(maxBytes / MULTIPART_PART_SIZE);
}

/** The open (unfinished, unexpired) session of this user for this file path, if any. */
async function openSession(db: Db, userId: number, filePath: string): Promise<UploadSession | null> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.filePath, filePath),
        isNull(uploadSessions.completedAt),
        gt(uploadSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Unfinished, still resumable sessions of a post: files on their way in. */
async function openSessionsOf(db: Db, postId: number): Promise<UploadSession[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(
      and(
        like(uploadSessions.filePath, `posts/${postId}/%`),
        isNull(uploadSessions.completedAt),
        gt(uploadSessions.expiresAt, new Date()),
      ),
    );
}

/**
 * Checks the limits before a new file starts (SPEC §5/§9): unique name within the post, size limit of its
 * category (by name here; completion checks the real content and size), at most max_files files. What
 * counts is the post's files plus the files on their way in: a file taken off an edited update, or refused
 * at completion, frees its name and its place (decision 029).
 */
async function checkNewFile(
  db: Db,
  post: Post,
  name: string,
  countParts: number,
  fileSize: number | undefined,
  limits: UploadLimits,
): Promise<void> {
  const sessions = await openSessionsOf(db, post.id);
  const lowered = name.toLowerCase();
  const taken = sessions.some((s) => parseFilePath(s.filePath)?.name.toLowerCase() === lowered);
  const [assetNames] = await db
    .select({ n: count() })
    .from(postAssets)
    .where(and(eq(postAssets.postId, post.id), sql`lower(${postAssets.originalName}) = ${lowered}`));
  if (taken || (assetNames?.n ?? 0) > 0) {
    throw unprocessable([{ propertyPath: 'filePath', message: POST_MESSAGES.fileNameNotUnique }]);
  }
  const maxBytes = limits.maxBytes[fileCategory(resolveMimeType({ name }))];
  if (countParts > maxPartsFor(maxBytes) || (fileSize !== undefined && fileSize > maxBytes)) {
    throw unprocessable([{ propertyPath: 'countParts', message: POST_MESSAGES.filesTooLarge }]);
  }
  const [held] = await db.select({ n: count() }).from(postAssets).where(eq(postAssets.postId, post.id));
  const distinct = new Set(sessions.map((s) => s.filePath)).size + (held?.n ?? 0);
  if (distinct + 1 > limits.maxFiles) {
    throw unprocessable([{ propertyPath: 'filePath', message: POST_MESSAGES.tooManyFiles(limits.maxFiles) }]);
  }
}

async function partUrls(deps: UploadDeps, session: UploadSession): Promise<string[]> {
  const numbers = Array.from({ length: session.countParts }, (_, i) => i + 1);
  const presigned = await deps.storage.multipart.presignParts(targetOf(session), numbers, deps.urlTtlSeconds);
  if (presigned) return presigned;
  return numbers.map((n) =>
    new URL(partUploadPath(deps.signer, session.id, n, deps.urlTtlSeconds), deps.apiOrigin).toString(),
  );
}

/**
 * Starts (or resumes) the upload of one file of a post: the same user asking again for the same path and
 * part count gets the same `uploadId` with fresh URLs, so a reloaded page only sends the missing parts.
 */
export async function startUpload(
  deps: UploadDeps,
  input: {
    userId: number;
    post: Post;
    name: string;
    filePath: string;
    countParts: number;
    fileSize?: number | undefined;
  },
  limits: UploadLimits,
): Promise<{ uploadId: string; presignedUrls: string[] }> {
  const existing = await openSession(deps.db, input.userId, input.filePath);
  if (existing && existing.countParts === input.countParts) {
    return { uploadId: existing.id, presignedUrls: await partUrls(deps, existing) };
  }
  if (existing) {
    await deps.storage.multipart.abort(targetOf(existing));
    await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, existing.id));
  }
  await checkNewFile(deps.db, input.post, input.name, input.countParts, input.fileSize, limits);
  const id = randomUUID();
  const key = originalKey(input.post.id, id);
  const driverUploadId = await deps.storage.multipart.create(key, 'application/octet-stream');
  const [session] = await deps.db
    .insert(uploadSessions)
    .values({
      id,
      userId: input.userId,
      filePath: input.filePath,
      countParts: input.countParts,
      driver: deps.storage.kind,
      driverUploadId,
      expiresAt: new Date(Date.now() + UPLOAD_SESSION_TTL_MS),
    })
    .returning();
  return { uploadId: id, presignedUrls: await partUrls(deps, session!) };
}

/** The session behind an upload id, or null. */
export async function findUploadSession(db: Db, uploadId: string): Promise<UploadSession | null> {
  if (!/^[A-Za-z0-9-]{8,64}$/.test(uploadId)) return null;
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, uploadId)).limit(1);
  return row ?? null;
}

/** Parts already received (resuming clients send only the others). */
export async function uploadedParts(deps: UploadDeps, session: UploadSession): Promise<UploadedPart[]> {
  if (session.completedAt) return [];
  return deps.storage.multipart.listParts(targetOf(session));
}

/** Stores one part received by the API (local driver). */
export async function receivePart(
  deps: UploadDeps,
  session: UploadSession,
  partNumber: number,
  body: NodeJS.ReadableStream | Readable,
): Promise<UploadedPart> {
  return deps.storage.multipart.putPart(targetOf(session), partNumber, body as Readable, MULTIPART_PART_SIZE);
}

/** The asset a completed session produced (completion is idempotent). */
async function assetOf(db: Db, session: UploadSession): Promise<PostAsset | null> {
  const [row] = await db
    .select()
    .from(postAssets)
    .where(eq(postAssets.storageKey, targetOf(session).key))
    .limit(1);
  return row ?? null;
}

/** A stored file name unique within the post: `<fileIndex>-<safe name>`. */
function storedFilename(fileIndex: number, name: string): string {
  const safe =
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(-120) || 'file';
  return `${fileIndex + 1}-${safe}`;
}

/**
 * Assembles the parts into the upload's object unless an earlier attempt already did: a process that
 * died between the store assembling the object and the database commit leaves the object there and the
 * parts gone, so the client's retry converges on it instead of failing for ever (decision 023). The
 * object's key is this upload's own, written only by a finished assembly, so its presence is proof.
 */
async function assembleOnce(
  storage: StorageDriver,
  target: MultipartTarget,
  body: CompleteUpload,
): Promise<void> {
  if (await storage.stat(target.key)) return;
  try {
    await storage.multipart.complete(target, body.parts, 'application/octet-stream');
  } catch (error) {
    // Another attempt may have finished the assembly meanwhile (the parts are then gone).
    if (await storage.stat(target.key).catch(() => null)) return;
    if (error instanceof PartMismatchError) {
      throw unprocessable([{ propertyPath: 'parts', message: PARTS_MISMATCH_MESSAGE }]);
    }
    throw error;
  }
}

/**
 * Completes an upload: assembles the parts, identifies the content by magic bytes ('Incorrect file
 * format' otherwise), enforces the size limit of what it really is, and records the asset (processing).
 * Refused files are deleted. Calling it again for a completed upload returns the same asset.
 */
export async function completeUpload(
  deps: UploadDeps,
  session: UploadSession,
  post: Post,
  body: CompleteUpload,
  limits: UploadLimits,
): Promise<PostAsset> {
  if (session.completedAt) {
    const done = await assetOf(deps.db, session);
    if (done) return done;
  }
  const target = targetOf(session);
  if (body.parts.length > session.countParts || body.parts.some((p) => p.PartNumber > session.countParts)) {
    throw unprocessable([{ propertyPath: 'parts', message: PARTS_MISMATCH_MESSAGE }]);
  }
  await assembleOnce(deps.storage, target, body);
  const refuse = async (message: string): Promise<never> => {
    await deps.storage.delete(target.key);
    await deps.db
      .update(uploadSessions)
      .set({ completedAt: new Date() })
      .where(eq(uploadSessions.id, session.id));
    throw unprocessable([{ propertyPath: 'filePath', message }]);
  };
  const stored = await deps.storage.stat(target.key);
  if (!stored) throw new HttpError(500, UPLOAD_ERROR_MESSAGE);
  const sniffed = await sniffStored(deps.storage, target.key, stored.size);
  if (!sniffed) return refuse(POST_MESSAGES.incorrectFileFormat);
  if (stored.size > limits.maxBytes[sniffed.category]) return refuse(POST_MESSAGES.filesTooLarge);
  const name = parseFilePath(session.filePath)!.name;
  const completed = await deps.db.transaction(async (tx) => {
    // Claim the session first: of two attempts completing one upload at once (a client retrying while
    // its first request still runs), the row lock lets one through and the other finds it completed.
    const claimed = await tx
      .update(uploadSessions)
      .set({ completedAt: new Date() })
      .where(and(eq(uploadSessions.id, session.id), isNull(uploadSessions.completedAt)))
      .returning({ id: uploadSessions.id });
    if (claimed.length === 0) return null;
    // A published update receiving a file (decision 029): after the files it has, counts following.
    const appendedAt = await appendedAssetPosition(tx, post.id, body.fileIndex);
    const [asset] = await tx
      .insert(postAssets)
      .values({
        postId: post.id,
        storageKey: target.key,
        filename: storedFilename(body.fileIndex, name),
        originalName: name,
        mimeType: sniffed.mime,
        sizeBytes: stored.size,
        status: 'processing',
        position: appendedAt ?? body.fileIndex,
        // Alt text of a photo (decision 025); meaningless for other files, so only photos keep it.
        description: sniffed.category === 'photo' && body.description ? body.description : null,
      })
      .returning();
    if (appendedAt !== null) await recordAppendedAsset(tx, post);
    else if (post.type === 'text') await tx.update(posts).set({ type: 'media' }).where(eq(posts.id, post.id));
    return { asset: asset!, appended: appendedAt !== null };
  });
  if (!completed) {
    const done = await assetOf(deps.db, session);
    if (done) return done;
    throw new HttpError(409, UPLOAD_ERROR_MESSAGE);
  }
  const { asset, appended } = completed;
  deps.events.emit('postAsset.created', {
    assetId: asset.id,
    postId: post.id,
    syndicateId: post.syndicateId,
  });
  // Readers' open feeds show the new file (processing) and "edited" at once; processing reports again.
  if (appended) {
    deps.events.emit('post.updated', {
      postId: post.id,
      syndicateId: post.syndicateId,
      horseId: post.horseId,
      actorId: session.userId,
    });
  }
  return asset;
}

/**
 * Drops unfinished uploads whose resume window ended: their parts on the store, an object assembled by a
 * completion that never committed (orphaned: no asset can point at it, decision 023) and their session
 * rows. Idempotent and safe on several instances (aborting twice is harmless). Returns how many it dropped.
 */
export async function sweepExpiredUploads(
  db: Db,
  storage: StorageDriver,
  now: Date = new Date(),
  limit = 100,
): Promise<number> {
  const expired = await db
    .select()
    .from(uploadSessions)
    .where(and(isNull(uploadSessions.completedAt), lt(uploadSessions.expiresAt, now)))
    .limit(limit);
  for (const session of expired) {
    const target = targetOf(session);
    await storage.multipart.abort(target);
    await storage.delete(target.key);
    await db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
  }
  return expired.length;
}
