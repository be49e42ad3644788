import { type PostAsset, UI_ERROR_MESSAGES } from '@stride/shared';
import { useState } from 'react';
import { useNotify } from '../notifications';
import { cn } from '../ui/cn';
import { exportImageAsPng } from '../../lib/media/image-export';
import { assetKind, assetsByKind, fileSizeLabel } from './asset-kind';
import { downloadFile } from './download';
import { type PhotoOwner, durationLabel, useMediaUrl } from './media-preview';
import { photoAlt, photoNaturalWidth, photoSrcSet } from './photo-sources';
import { DownloadIcon, FileIcon, MusicIcon } from './update-icons';
import { VideoPlayer } from './video-player';

/** The name a download is saved under: processed audio is its mp3 export (SPEC §9), the rest their own name. */
export function exportFileName(asset: Pick<PostAsset, 'originalName' | 'mimeType'>): string {
  if (asset.mimeType !== 'audio/mpeg') return asset.originalName;
  const dot = asset.originalName.lastIndexOf('.');
  return `${dot > 0 ? asset.originalName.slice(0, dot) : asset.originalName}.mp3`;
}

/** Downloads one asset under its original name (native wrapper message inside the apps). */
export function DownloadButton({
  asset,
  tone = 'light',
  className,
}: {
  asset: PostAsset;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const resolve = useMediaUrl();
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  async function onClick() {
    const url = resolve(asset.downloadUrl ?? asset.url);
    if (!url) return;
    setBusy(true);
    // SPEC §9: photos are exported as PNG; the rest download as the API names them (audio: its mp3).
    const outcome = await downloadFile(
      { url, filename: exportFileName(asset), mimeType: asset.mimeType },
      assetKind(asset) === 'photo' ? { convert: (blob, name) => exportImageAsPng(blob, name) } : {},
    );
    setBusy(false);
    if (outcome === 'failed')
      notify({ kind: 'error', message: `${asset.originalName} could not be downloaded. Please try again.` });
    if (outcome === 'conversion-failed')
      notify({ kind: 'error', message: UI_ERROR_MESSAGES.base64Conversion });
  }
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60',
        tone === 'dark'
          ? 'bg-ink-950/70 text-white backdrop-blur hover:bg-ink-950/85'
          : 'border border-line bg-surface text-fg hover:border-fg-subtle',
        className,
      )}
    >
      <DownloadIcon className="size-4" />
      Download<span className="sr-only"> {asset.originalName}</span>
    </button>
  );
}

/**
 * Every asset of a single update (SPEC §2): photos full width, videos (hls.js for HLS, native otherwise)
 * with their poster, audio players, file links — each photo, video and audio with a download button —
 * and the SPEC notice while files are still being processed.
 */
export function UpdateMedia({
  assets,
  processing,
  owner = {},
}: {
  assets: readonly PostAsset[];
  processing: boolean;
  /** The update's horse and syndicate: the default alt text of its photos names them. */
  owner?: PhotoOwner;
}) {
  const resolve = useMediaUrl();
  const groups = assetsByKind(assets);
  const playableVideos = groups.video.filter((asset) => asset.status !== 'processing');
  return (
    <div className="grid grid-cols-1 gap-4">
      {processing && (
        <p
          role="status"
          className="rounded-xl border border-brand/30 bg-brand-soft px-4 py-3 text-sm font-medium text-brand-ink"
        >
          {UI_ERROR_MESSAGES.uploadInProgress}
        </p>
      )}
      {playableVideos.map((asset) => (
        <figure key={asset.id} className="overflow-hidden rounded-2xl bg-ink-950 shadow-card">
          <VideoPlayer
            src={resolve(asset.url) ?? ''}
            mimeType={asset.mimeType}
            poster={resolve(asset.previewUrl)}
            label={`Video: ${asset.originalName}`}
          />
          <figcaption className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-white/80">
            <span className="truncate">
              {asset.originalName}
              {durationLabel(asset.durationMs) && (
                <span className="text-white/55"> · {durationLabel(asset.durationMs)}</span>
              )}
            </span>
            <DownloadButton asset={asset} tone="dark" />
          </figcaption>
        </figure>
      ))}
      {groups.photo.length > 0 && (
        <div className={cn('grid gap-2', groups.photo.length > 1 && 'sm:grid-cols-2')}>
          {groups.photo.map((asset, index) => (
            <figure key={asset.id} className="group relative overflow-hidden rounded-2xl bg-ink-900/5">
              <img
                src={resolve(asset.url) ?? undefined}
                srcSet={photoSrcSet(asset, resolve)}
                sizes={
                  groups.photo.length > 1
                    ? '(min-width: 640px) 336px, 100vw'
                    : '(min-width: 768px) 672px, 100vw'
                }
                alt={photoAlt(asset, owner, index, groups.photo.length)}
                width={asset.width ?? undefined}
                height={asset.height ?? undefined}
                loading="lazy"
                decoding="async"
                className="mx-auto h-auto w-full object-cover"
                style={photoNaturalWidth(asset) ? { maxWidth: `${photoNaturalWidth(asset)}px` } : undefined}
              />
              <DownloadButton asset={asset} tone="dark" className="absolute right-3 bottom-3" />
            </figure>
          ))}
        </div>
      )}
      {groups.audio.map((asset) => (
        <div key={asset.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2.5 font-semibold text-fg">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-ink">
                <MusicIcon className="size-4.5" />
              </span>
              <span className="truncate">{asset.originalName}</span>
            </p>
            <DownloadButton asset={asset} />
          </div>
          <audio
            controls
            preload="metadata"
            src={resolve(asset.url) ?? undefined}
            className="mt-3 w-full"
            aria-label={`Audio: ${asset.originalName}`}
          >
            <a href={resolve(asset.url) ?? undefined}>{asset.originalName}</a>
          </audio>
        </div>
      ))}
      {groups.file.length > 0 && (
        // grid-cols-1 (minmax(0, 1fr)): an auto column would grow to the unbroken file name and overflow the card at 375 px.
        <ul className="grid grid-cols-1 gap-2">
          {groups.file.map((asset) => (
            <li key={asset.id}>
              <a
                href={resolve(asset.downloadUrl ?? asset.url) ?? undefined}
                download={asset.originalName}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card transition-colors hover:border-fg-subtle focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-900/6 text-fg">
                  <FileIcon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-fg">{asset.originalName}</span>
                  <span className="block text-sm text-fg-subtle">{fileSizeLabel(asset.sizeBytes)}</span>
                </span>
                <DownloadIcon className="size-5 text-fg-muted" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
