/**
 * The only way a promo video row becomes JSON (API responses and socket payloads alike).
 */
import type { PromoVideo as PromoVideoJson } from '@stride/shared';
import type { PromoVideo } from '../db/schema/index.js';
import { publicMediaUrl } from '../lib/urls.js';
import { isPublicKey } from '../storage/driver.js';
import type { PresenterContext } from './horse.js';

/**
 * URL of a stored video or poster, or null when the key is not under `public/`: the media route serves
 * nothing else, and a private key's name is not for public eyes.
 */
export function publicFileUrl(origin: string, key: string | null | undefined): string | null {
  return key && isPublicKey(key) ? publicMediaUrl(origin, key) : null;
}

/** Presents a promo video with absolute video and poster URLs. */
export function presentPromoVideo(video: PromoVideo, ctx: PresenterContext): PromoVideoJson {
  return {
    id: video.id,
    title: video.title,
    videoUrl: publicFileUrl(ctx.origin, video.videoKey),
    posterUrl: publicFileUrl(ctx.origin, video.posterKey),
    createdAt: video.createdAt.toISOString(),
  };
}
