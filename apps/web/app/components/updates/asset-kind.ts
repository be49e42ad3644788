/**
 * What kind of media an asset is, from its MIME type (SPEC §3 asset MIME types: video/mp4, image/jpeg,
 * audio/mpeg, application/x-mpegURL), so cards and players pick the right element.
 */
import type { PostAsset } from '@stride/shared';

export type AssetKind = 'photo' | 'video' | 'audio' | 'file';

/** The HLS playlist type: played through hls.js where the browser cannot play it itself. */
export const HLS_MIME_TYPE = 'application/x-mpegURL';

/** True for an HLS playlist (the type is matched case-insensitively, as servers vary). */
export function isHlsMimeType(mimeType: string): boolean {
  const type = mimeType.toLowerCase();
  return type === HLS_MIME_TYPE.toLowerCase() || type === 'application/vnd.apple.mpegurl';
}

/** Photo, video (HLS or a video/* file), audio, or any other file. */
export function assetKind(asset: Pick<PostAsset, 'mimeType'>): AssetKind {
  const type = asset.mimeType.toLowerCase();
  if (type.startsWith('image/')) return 'photo';
  if (type.startsWith('video/') || isHlsMimeType(type)) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'file';
}

/** Assets grouped by kind, in their original order. */
export function assetsByKind<T extends Pick<PostAsset, 'mimeType'>>(
  assets: readonly T[],
): Record<AssetKind, T[]> {
  const groups: Record<AssetKind, T[]> = { photo: [], video: [], audio: [], file: [] };
  for (const asset of assets) groups[assetKind(asset)].push(asset);
  return groups;
}

/** Human file size: 512 B, 14 KB, 3.2 MB. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
