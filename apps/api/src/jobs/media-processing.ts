/**
 * The `media.process` job: an uploaded original becomes what members play (media/renditions.ts). The asset
 * goes processing → complete, or → error once the retries are spent; the post's assetsStatus follows, and
 * postAsset.updated / post.updated are emitted. Idempotent: an asset no longer processing is left alone,
 * and renditions are written to fixed keys, so a retry overwrites rather than duplicates.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { postAssets, posts, type AssetVariants, type PostAsset } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { probeMedia } from '../media/probe.js';
import {
  CLEANED_VIDEO_EXTENSIONS,
  audioToMp3,
  cleanOriginalPhoto,
  cleanOriginalVideo,
  photoRenditions,
  posterFrame,
  videoToHls,
} from '../media/renditions.js';
import { deriveAssetsStatus } from '../services/post-writes.js';
import type { StorageDriver } from '../storage/driver.js';

export interface MediaJobDeps {
  db: Db;
  storage: StorageDriver;
  events: EventBus;
  log: { error(obj: unknown, msg?: string): void };
}

export type MediaJobOutcome = 'complete' | 'error' | 'skipped';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/x-mpegURL',
  '.ts': 'video/mp2t',
};

type Processed = Pick<PostAsset, 'mimeType' | 'width' | 'height' | 'durationMs' | 'posterKey'> & {
  variants: AssetVariants;
};

async function processPhoto(deps: MediaJobDeps, input: string, prefix: string, asset: PostAsset): Promise<Processed> {
  const r = await photoRenditions(input);
  // The stored original loses its metadata too (camera, GPS): members download it.
  const clean = await cleanOriginalPhoto(input, asset.mimeType);
  if (clean) await deps.storage.put(asset.storageKey, clean, asset.mimeType);
  const keys = {
    feed: `${prefix}feed.webp`,
    medium: `${prefix}medium.webp`,
    detail: `${prefix}detail.webp`,
    jpeg: `${prefix}detail.jpg`,
  };
  await deps.storage.put(keys.feed, r.feed, 'image/webp');
  await deps.storage.put(keys.medium, r.medium, 'image/webp');
  await deps.storage.put(keys.detail, r.detail, 'image/webp');
  await deps.storage.put(keys.jpeg, r.detailJpeg, 'image/jpeg');
  return {
    mimeType: 'image/jpeg',
    width: r.width,
    height: r.height,
    durationMs: null,
    posterKey: null,
    variants: { large: keys.jpeg, largeWebp: keys.detail, small: keys.feed, medium: keys.medium },
  };
}

async function processVideo(
  deps: MediaJobDeps,
  input: string,
  work: string,
  prefix: string,
  asset?: PostAsset,
): Promise<Processed | null> {
  const probe = await probeMedia(input);
  if (!probe.hasVideo)
    return probe.hasAudio ? processAudio(deps, input, work, prefix, probe.durationMs) : null;
  // The downloadable original loses its container metadata (location, device), streams untouched.
  const extension = asset ? CLEANED_VIDEO_EXTENSIONS[asset.mimeType] : undefined;
  if (asset && extension) {
    const clean = path.join(work, `clean${extension}`);
    await cleanOriginalVideo(input, clean);
    await deps.storage.put(asset.storageKey, createReadStream(clean), asset.mimeType);
  }
  const hlsDir = path.join(work, 'hls');
  const files = await videoToHls(input, hlsDir, probe.hasAudio);
  for (const file of files) {
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    await deps.storage.put(`${prefix}hls/${file}`, await readFile(path.join(hlsDir, file)), type);
  }
  const poster = path.join(work, 'poster.jpg');
  await posterFrame(input, poster, probe.durationMs);
  await deps.storage.put(`${prefix}poster.jpg`, await readFile(poster), 'image/jpeg');
  return {
    mimeType: 'application/x-mpegURL',
    width: probe.width,
    height: probe.height,
    durationMs: probe.durationMs,
    posterKey: `${prefix}poster.jpg`,
    variants: { hls: `${prefix}hls/index.m3u8` },
  };
}

async function processAudio(
  deps: MediaJobDeps,
  input: string,
  work: string,
  prefix: string,
  knownDurationMs?: number | null,
): Promise<Processed> {
  const output = path.join(work, 'audio.mp3');
  await audioToMp3(input, output);
  const durationMs = knownDurationMs ?? (await probeMedia(output)).durationMs;
  await deps.storage.put(`${prefix}audio.mp3`, await readFile(output), 'audio/mpeg');
  return {
    mimeType: 'audio/mpeg',
    width: null,
    height: null,
    durationMs,
    posterKey: null,
    variants: { mp3: `${prefix}audio.mp3` },
  };
}

/** Moves the post's assetsStatus to what its assets say, once uploads were reported; emits post.updated. */
export async function refreshPostAssetsStatus(
  deps: Pick<MediaJobDeps, 'db' | 'events'>,
  postId: number,
): Promise<void> {
  const [post] = await deps.db.select().from(posts).where(eq(posts.id, postId));
  if (!post || post.assetsStatus === null) return;
  const status = await deriveAssetsStatus(deps.db, post);
  if (status === post.assetsStatus) return;
  await deps.db.update(posts).set({ assetsStatus: status }).where(eq(posts.id, postId));
  deps.events.emit('post.updated', {
    postId,
    syndicateId: post.syndicateId,
    horseId: post.horseId,
    actorId: null,
  });
}

/** Runs the job for one asset; `attempt` tells whether a failure is final. */
export async function processAsset(
  deps: MediaJobDeps,
  assetId: number,
  attempt: { retryCount: number; retryLimit: number } = { retryCount: 0, retryLimit: 0 },
): Promise<MediaJobOutcome> {
  const [row] = await deps.db
    .select({ asset: postAssets, syndicateId: posts.syndicateId })
    .from(postAssets)
    .innerJoin(posts, eq(posts.id, postAssets.postId))
    .where(eq(postAssets.id, assetId));
  if (!row || row.asset.status !== 'processing') return 'skipped';
  const { asset, syndicateId } = row;
  const prefix = `posts/${asset.postId}/assets/${asset.id}/`;
  const work = await mkdtemp(path.join(tmpdir(), 'stride-asset-'));
  const finish = async (set: Partial<PostAsset>): Promise<void> => {
    await deps.db.update(postAssets).set(set).where(eq(postAssets.id, asset.id));
    deps.events.emit('postAsset.updated', { assetId: asset.id, postId: asset.postId, syndicateId });
    await refreshPostAssetsStatus(deps, asset.postId);
  };
  try {
    const input = path.join(work, 'original');
    await pipeline(await deps.storage.read(asset.storageKey), createWriteStream(input));
    let processed: Processed | null;
    if (asset.mimeType.startsWith('image/')) processed = await processPhoto(deps, input, prefix, asset);
    else if (asset.mimeType.startsWith('video/')) processed = await processVideo(deps, input, work, prefix, asset);
    else if (asset.mimeType.startsWith('audio/')) processed = await processAudio(deps, input, work, prefix);
    else
      processed = {
        mimeType: asset.mimeType,
        width: null,
        height: null,
        durationMs: null,
        posterKey: null,
        variants: {},
      };
    if (!processed) throw new Error('The file holds neither video nor audio');
    await finish({ ...processed, status: 'complete' });
    return 'complete';
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    deps.log.error({ err: error, assetId }, 'media processing failed for good');
    await finish({ status: 'error' });
    return 'error';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
