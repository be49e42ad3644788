/**
 * Writing one demo update: the post row, its files in private storage under `posts/<postId>/…` with their
 * post_assets rows, and afterwards the members' comments, likes and views.
 */
import { buildComment, buildPost, buildPostAsset } from '../factories.js';
import { postLikes, postViews, type Post, type User } from '../schema/index.js';
import type { NewPostAsset } from '../schema/index.js';
import { rosterOf, type SeedContext } from './context.js';
import { AUDIO_DURATION_MS, VIDEO_DURATION_MS, VIDEO_HEIGHT, VIDEO_WIDTH } from './audio-video.js';
import type { SyndicateKey } from './content/syndicates.js';
import type { RenderedImage } from './images.js';

/** A file to attach to a post. */
export type AssetSpec =
  | { kind: 'photo'; image: RenderedImage; name: string }
  | { kind: 'video'; name: string }
  | { kind: 'audio'; name: string }
  | { kind: 'file'; pdf: Buffer; name: string };

export interface PostSpec {
  syndicate: SyndicateKey;
  horseId: number | null;
  author: User;
  type: Post['type'];
  comment: string;
  postedAt: Date;
  publicationStatus?: Post['publicationStatus'];
  assets?: readonly AssetSpec[];
  horseEntryId?: number | null;
}

/** Stores one asset's bytes (and rendition/poster) and describes its post_assets row. */
async function storeAsset(
  ctx: SeedContext,
  postId: number,
  spec: AssetSpec,
  position: number,
): Promise<Partial<NewPostAsset>> {
  const base = `posts/${postId}`;
  switch (spec.kind) {
    case 'photo': {
      const filename = `photo-${position + 1}.jpg`;
      const small = `photo-${position + 1}.small.jpg`;
      await ctx.storage.put(`${base}/${filename}`, spec.image.full, 'image/jpeg');
      await ctx.storage.put(`${base}/${small}`, spec.image.small, 'image/jpeg');
      return {
        storageKey: `${base}/${filename}`,
        filename,
        originalName: spec.name,
        mimeType: 'image/jpeg',
        sizeBytes: spec.image.full.length,
        width: spec.image.width,
        height: spec.image.height,
        variants: { small: `${base}/${small}` },
      };
    }
    case 'video': {
      const filename = `video-${position + 1}.mp4`;
      const poster = `video-${position + 1}.jpg`;
      const hlsFolder = `${base}/video-${position + 1}`;
      await ctx.storage.put(`${base}/${filename}`, ctx.media.av.mp4, 'video/mp4');
      await ctx.storage.put(`${base}/${poster}`, ctx.media.av.poster, 'image/jpeg');
      await ctx.storage.put(`${hlsFolder}/index.m3u8`, ctx.media.av.hls.playlist, 'application/x-mpegURL');
      for (const segment of ctx.media.av.hls.segments) {
        await ctx.storage.put(`${hlsFolder}/${segment.name}`, segment.body, 'video/mp2t');
      }
      return {
        storageKey: `${base}/${filename}`,
        filename,
        originalName: spec.name,
        mimeType: 'video/mp4',
        sizeBytes: ctx.media.av.mp4.length,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        durationMs: VIDEO_DURATION_MS,
        posterKey: `${base}/${poster}`,
        variants: { hls: `${hlsFolder}/index.m3u8` },
      };
    }
    case 'audio': {
      const filename = `audio-${position + 1}.mp3`;
      await ctx.storage.put(`${base}/${filename}`, ctx.media.av.mp3, 'audio/mpeg');
      return {
        storageKey: `${base}/${filename}`,
        filename,
        originalName: spec.name,
        mimeType: 'audio/mpeg',
        sizeBytes: ctx.media.av.mp3.length,
        durationMs: AUDIO_DURATION_MS,
      };
    }
    case 'file': {
      const filename = `document-${position + 1}.pdf`;
      await ctx.storage.put(`${base}/${filename}`, spec.pdf, 'application/pdf');
      return {
        storageKey: `${base}/${filename}`,
        filename,
        originalName: spec.name,
        mimeType: 'application/pdf',
        sizeBytes: spec.pdf.length,
      };
    }
  }
}

/** Inserts a post and its processed assets; returns the post. */
export async function createPost(ctx: SeedContext, spec: PostSpec): Promise<Post> {
  const assets = spec.assets ?? [];
  const post = await buildPost(ctx.db, {
    syndicateId: ctx.syndicates.get(spec.syndicate)!.id,
    horseId: spec.horseId,
    authorId: spec.author.id,
    type: spec.type,
    comment: spec.comment,
    publicationStatus: spec.publicationStatus ?? 'published',
    assetsStatus: assets.length > 0 ? 'complete' : null,
    expectedNumberAssets: assets.length,
    uploadedAssetsCount: assets.length,
    notify: true,
    audience: 'all',
    postedAt: spec.postedAt,
    horseEntryId: spec.horseEntryId ?? null,
    createdAt: spec.postedAt,
  });
  for (const [position, asset] of assets.entries()) {
    const values = await storeAsset(ctx, post.id, asset, position);
    await buildPostAsset(ctx.db, {
      ...values,
      postId: post.id,
      status: 'complete',
      position,
      createdAt: spec.postedAt,
    });
  }
  return post;
}

/** Adds members' comments (bodies from `pool`), likes and views to a published post. */
export async function addEngagement(
  ctx: SeedContext,
  post: Post,
  syndicate: SyndicateKey,
  pool: readonly string[],
  commentChance: number,
): Promise<void> {
  const members = rosterOf(ctx, syndicate, ['member']);
  if (members.length === 0) return;
  const { rng, now } = ctx;
  const ageMs = now.getTime() - post.postedAt.getTime();
  const old = ageMs > 7 * 86_400_000;

  if (rng.chance(commentChance)) {
    const authors = rng.sample(members, rng.int(1, Math.min(4, members.length)));
    const bodies = rng.sample(pool, authors.length);
    for (const [i, author] of authors.entries()) {
      const offset = Math.min(ageMs - 60_000, (i + 1) * rng.int(20, 240) * 60_000);
      const createdAt = new Date(
        Math.min(now.getTime() - 30_000, post.postedAt.getTime() + Math.max(60_000, offset)),
      );
      await buildComment(ctx.db, {
        postId: post.id,
        authorId: author.id,
        body: bodies[i % bodies.length]!,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const viewers = members.filter(() => rng.chance(old ? 0.85 : 0.45));
  const likers = viewers.filter(() => rng.chance(0.45));
  const at = (k: number) =>
    new Date(Math.min(now.getTime() - 60_000, post.postedAt.getTime() + (k + 1) * 17 * 60_000));
  if (viewers.length > 0)
    await ctx.db
      .insert(postViews)
      .values(viewers.map((u, k) => ({ postId: post.id, userId: u.id, viewedAt: at(k) })));
  if (likers.length > 0)
    await ctx.db
      .insert(postLikes)
      .values(likers.map((u, k) => ({ postId: post.id, userId: u.id, createdAt: at(k) })));
}

/** Staff and managers of a syndicate, who write its updates (managers first). */
export function authorsOf(ctx: SeedContext, syndicate: SyndicateKey): User[] {
  const authors = [...rosterOf(ctx, syndicate, ['manager']), ...rosterOf(ctx, syndicate, ['staff'])];
  if (authors.length === 0) throw new Error(`Demo syndicate ${syndicate} has no staff or manager to post`);
  return authors;
}
