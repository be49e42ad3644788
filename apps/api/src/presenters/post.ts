/**
 * THE post presenter: the only way an update becomes JSON (feed, single update, like/view answers and
 * socket payloads alike). Per-viewer fields (isLiked, isViewed, permissions) come from the row and the
 * viewer; asset URLs are signed here, after the policy allowed the post (lib/signed-urls.ts, decision 012).
 */
import {
  postAuthorLabel,
  toClientRoles,
  type ClientRole,
  type Post as PostJson,
  type PostAsset as PostAssetJson,
} from '@stride/shared';
import type { PostAsset } from '../db/schema/index.js';
import { signedMediaUrl } from '../lib/signed-urls.js';
import type { UrlSigner } from '../lib/url-signer.js';
import { canDeletePost, canEditPost, type MemberActor } from '../policies/post.js';
import type { PostRow } from '../services/posts.js';
import { presentHorseEntry } from './horse-entry.js';

/** Signed URLs of private post media; `download` asks for `Content-Disposition: attachment` with that name. */
export interface MediaUrls {
  url(key: string, options?: { download?: string }): string;
}

/**
 * Media URLs on the API origin signed with the deployment's signer (the signature covers the file's
 * folder, so an HLS playlist's relative segments are signed too; decision 012).
 */
export function mediaUrls(
  origin: string,
  signer: UrlSigner,
  ttlSeconds: number,
  now: () => number = Date.now,
): MediaUrls {
  const base = origin.replace(/\/$/, '');
  return {
    url(key, options = {}) {
      const url = signedMediaUrl(base, signer, key, ttlSeconds, now());
      return options.download ? `${url}?download=${encodeURIComponent(options.download)}` : url;
    },
  };
}

/** What presenting a post needs besides the row. */
export interface PostPresenterContext {
  signer: MediaUrls;
  /** The viewer (for permissions). */
  who: MemberActor;
}

/** HLS playlists are served with this type; clients play them through hls.js (SPEC §3 mime types). */
export const HLS_MIME_TYPE = 'application/x-mpegURL';

const SYNDICATE_ROLE_TO_CLIENT: Readonly<Record<string, ClientRole>> = {
  manager: 'Manager',
  staff: 'Staff',
  member: 'Member',
};

/** The author's client roles: platform roles, plus their role in the post's syndicate. */
export function authorRoles(platformRoles: readonly string[], syndicateRole: string | null): ClientRole[] {
  const roles = toClientRoles(platformRoles);
  const extra = syndicateRole ? SYNDICATE_ROLE_TO_CLIENT[syndicateRole] : undefined;
  if (extra && !roles.includes(extra)) roles.push(extra);
  return roles;
}

/**
 * Presents one asset: the playable rendition (HLS playlist for video once processed, mp3 for audio),
 * the small rendition or poster as preview, and the original bytes as download.
 */
export function presentPostAsset(asset: PostAsset, signer: MediaUrls): PostAssetJson {
  const variants = asset.variants ?? {};
  let playKey = asset.storageKey;
  let mimeType = asset.mimeType;
  // Media processing records a processed video as HLS; uploads still processing keep their video/* type.
  const isVideo = asset.mimeType.startsWith('video/') || asset.mimeType === HLS_MIME_TYPE;
  if (isVideo && variants.hls) {
    playKey = variants.hls;
    mimeType = HLS_MIME_TYPE;
  } else if (asset.mimeType.startsWith('audio/') && variants.mp3) {
    playKey = variants.mp3;
    mimeType = 'audio/mpeg';
  } else if (asset.mimeType.startsWith('image/')) {
    // Media processing names the large photo rendition `detail` (seed and older rows: `large`).
    playKey = variants.detail ?? variants.large ?? asset.storageKey;
  }
  // Feed-size preview: `feed` from media processing, `small` from the seed; video falls back to its poster.
  const previewKey = asset.mimeType.startsWith('image/')
    ? (variants.feed ?? variants.small ?? null)
    : isVideo
      ? (asset.posterKey ?? variants.poster ?? variants.feed ?? null)
      : null;
  return {
    id: asset.id,
    url: signer.url(playKey),
    filename: asset.filename,
    originalName: asset.originalName,
    mimeType,
    status: asset.status,
    previewUrl: previewKey ? signer.url(previewKey) : null,
    downloadUrl: downloadUrlOf(asset, signer),
    sizeBytes: asset.sizeBytes,
    width: asset.width,
    height: asset.height,
    durationMs: asset.durationMs,
    description: asset.description ?? null,
    ...(asset.mimeType.startsWith('image/') ? { renditions: photoRenditionsOf(asset, signer) } : {}),
  };
}

/**
 * What "Download" gives: the original bytes under the author's file name, except processed audio, whose
 * export is its mp3 (SPEC §9 "audio export mp3": a browser recording in webm/ogg/mp4 downloads as
 * "Voice note.mp3"; the original stays stored).
 */
function downloadUrlOf(asset: PostAsset, signer: MediaUrls): string {
  const mp3 = asset.variants?.mp3;
  if (asset.mimeType.startsWith('audio/') && mp3) {
    const dot = asset.originalName.lastIndexOf('.');
    const base = dot > 0 ? asset.originalName.slice(0, dot) : asset.originalName;
    return signer.url(mp3, { download: `${base}.mp3` });
  }
  return signer.url(asset.storageKey, { download: asset.originalName });
}

/** Longest side of each photo rendition by variant name (media/renditions.ts; `small`/`large` from the seed). */
const RENDITION_SIZES: readonly [string, number][] = [
  ['feed', 640],
  ['small', 640],
  ['medium', 1280],
  ['detail', 1920],
  ['largeWebp', 1920],
  ['large', 1920],
];

/**
 * A photo's renditions for `srcset` (issue 18 item 13), narrowest first, each with its real width: the
 * renditions never enlarge, so a 400 px photo's are all 400 px wide and only one is listed.
 */
export function photoRenditionsOf(asset: PostAsset, signer: MediaUrls): { url: string; width: number }[] {
  const variants = asset.variants ?? {};
  const { width, height } = asset;
  if (!width || !height) return [];
  const seen = new Set<number>();
  const out: { url: string; width: number }[] = [];
  for (const [name, size] of RENDITION_SIZES) {
    const key = variants[name];
    if (!key) continue;
    const scaled = Math.round(width * Math.min(1, size / Math.max(width, height)));
    if (scaled <= 0 || seen.has(scaled)) continue;
    seen.add(scaled);
    out.push({ url: signer.url(key), width: scaled });
  }
  return out.sort((a, b) => a.width - b.width);
}

/** Presents a post row for its viewer. */
export function presentPost(row: PostRow, ctx: PostPresenterContext): PostJson {
  const { post } = row;
  const roles = authorRoles(row.author.roles, row.authorSyndicateRole);
  return {
    id: post.id,
    horse: row.horse,
    syndicate: row.syndicate,
    author: { id: row.author.id, firstname: row.author.firstname, lastname: row.author.lastname, roles },
    authorLabel: postAuthorLabel(roles),
    postedAt: post.postedAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    comment: post.comment,
    assets: row.assets.map((asset) => presentPostAsset(asset, ctx.signer)),
    isLiked: row.isLiked,
    isViewed: row.isViewed,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    publicationStatus: post.publicationStatus,
    assetsStatus: post.assetsStatus,
    uploadedAssetsCount: post.uploadedAssetsCount,
    expectedNumberAssets: post.expectedNumberAssets,
    type: post.type,
    horseEntry: row.horseEntry ? presentHorseEntry(row.horseEntry) : null,
    permissions: { delete: canDeletePost(ctx.who, post), edit: canEditPost(ctx.who, post) },
  };
}
