import { type PostAsset, photoAspectRatio } from '@stride/shared';
import { useMediaUrl } from '../../lib/use-media-url';
import { cn } from '../ui/cn';
import { assetsByKind, fileSizeLabel } from './asset-kind';
import { photoAlt, photoNaturalWidth, photoSrcSet } from './photo-sources';
import { FileIcon, MusicIcon, PlayIcon } from './update-icons';

/** Which update the photos belong to: their default alt text names its horse and syndicate. */
export interface PhotoOwner {
  horse?: { name: string } | null;
  syndicate?: { name: string } | null;
}

export { useMediaUrl };

/** "2:14" from milliseconds. */
export function durationLabel(ms: number | null): string | null {
  if (ms === null || ms <= 0) return null;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const MAX_TILES = 4;

/**
 * The feed card's media previews (SPEC §2 update): photos as a tiled gallery, a video's poster with a play
 * badge, and chips for audio and files. Purely visual: the card's link opens the update to play or download.
 * With `priority` (the feed's first card, decision 038) the first tile is the page's largest paint: it
 * loads eagerly with high fetch priority; every other tile loads lazily.
 */
export function MediaPreview({
  assets,
  owner = {},
  priority = false,
}: {
  assets: readonly PostAsset[];
  owner?: PhotoOwner;
  priority?: boolean;
}) {
  const resolve = useMediaUrl();
  const groups = assetsByKind(assets);
  const visual = [...groups.video, ...groups.photo];
  const tiles = visual.slice(0, MAX_TILES);
  const hidden = visual.length - tiles.length;
  return (
    <div className="grid grid-cols-1 gap-3">
      {tiles.length > 0 && (
        <div
          className={cn(
            'grid gap-1 overflow-hidden rounded-2xl bg-ink-900/5',
            tiles.length === 1 ? 'grid-cols-1' : 'grid-cols-2',
          )}
        >
          {tiles.map((asset, index) => {
            const isVideo = groups.video.includes(asset);
            const src = resolve(asset.previewUrl ?? (isVideo ? null : asset.url));
            const spanTwo = tiles.length === 3 && index === 0;
            // One photo keeps its own shape within 4:5 … 16:9 and is never drawn wider than it is (no
            // upscaled square crops that cut what is written on it); several share 4:3 tiles.
            const single = tiles.length === 1 && !isVideo;
            const naturalWidth = single ? photoNaturalWidth(asset) : null;
            const photoIndex = groups.photo.indexOf(asset);
            const lcp = priority && index === 0;
            return (
              <div
                key={asset.id}
                data-testid={isVideo ? undefined : 'feed-photo'}
                className={cn(
                  'relative overflow-hidden bg-ink-900/10',
                  tiles.length === 1
                    ? single
                      ? 'w-full justify-self-center'
                      : 'aspect-[16/10]'
                    : 'aspect-[4/3]',
                  spanTwo && 'col-span-2 aspect-[2/1]',
                )}
                style={
                  single
                    ? {
                        aspectRatio: String(photoAspectRatio(asset.width, asset.height)),
                        ...(naturalWidth ? { maxWidth: `${naturalWidth}px` } : {}),
                      }
                    : undefined
                }
              >
                {src ? (
                  <img
                    src={src}
                    srcSet={isVideo ? undefined : photoSrcSet(asset, resolve)}
                    sizes={
                      tiles.length === 1
                        ? '(min-width: 768px) 640px, 100vw'
                        : '(min-width: 768px) 320px, 50vw'
                    }
                    alt={isVideo ? '' : photoAlt(asset, owner, photoIndex, groups.photo.length)}
                    width={asset.width ?? undefined}
                    height={asset.height ?? undefined}
                    loading={lcp ? 'eager' : 'lazy'}
                    fetchPriority={lcp ? 'high' : undefined}
                    decoding={lcp ? undefined : 'async'}
                    className="size-full object-cover"
                  />
                ) : (
                  <div className="size-full bg-gradient-to-br from-ink-800 to-ink-950" />
                )}
                {isVideo && (
                  <span className="absolute inset-0 grid place-items-center bg-ink-950/20">
                    <span className="grid size-14 place-items-center rounded-full bg-white/92 text-ink-900 shadow-float">
                      <PlayIcon className="ml-1 size-6" />
                    </span>
                    {durationLabel(asset.durationMs) && (
                      <span className="absolute right-2.5 bottom-2.5 rounded-full bg-ink-950/75 px-2 py-0.5 text-xs font-semibold text-white">
                        {durationLabel(asset.durationMs)}
                      </span>
                    )}
                  </span>
                )}
                {hidden > 0 && index === tiles.length - 1 && (
                  <span className="absolute inset-0 grid place-items-center bg-ink-950/55 text-2xl font-bold text-white">
                    +{hidden}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      )}
      {(groups.audio.length > 0 || groups.file.length > 0) && (
        <ul className="flex flex-wrap gap-2">
          {groups.audio.map((asset) => (
            <li
              key={asset.id}
              className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-soft px-3 py-1.5 text-sm font-semibold text-brand-ink"
            >
              <MusicIcon className="size-4 shrink-0" />
              <span className="truncate">{asset.originalName}</span>
              {durationLabel(asset.durationMs) && (
                <span className="font-normal">{durationLabel(asset.durationMs)}</span>
              )}
            </li>
          ))}
          {groups.file.map((asset) => (
            <li
              key={asset.id}
              className="inline-flex max-w-full items-center gap-2 rounded-full bg-ink-900/6 px-3 py-1.5 text-sm font-semibold text-fg"
            >
              <FileIcon className="size-4 shrink-0" />
              <span className="truncate">{asset.originalName}</span>
              <span className="font-normal text-fg-subtle">{fileSizeLabel(asset.sizeBytes)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
