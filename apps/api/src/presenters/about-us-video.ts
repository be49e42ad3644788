/**
 * The only way an about-us video row becomes JSON: an uploaded file becomes `videoUrl`, an external
 * link stays `url` (only http(s), so a stored `javascript:` link can never reach a page).
 */
import type { AboutUsVideo as AboutUsVideoJson } from '@stride/shared';
import type { AboutUsVideo } from '../db/schema/index.js';
import type { PresenterContext } from './horse.js';
import { publicFileUrl } from './promo-video.js';

/** The external link if it is an absolute http(s) URL, else null. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Presents an about-us video with absolute media URLs. */
export function presentAboutUsVideo(video: AboutUsVideo, ctx: PresenterContext): AboutUsVideoJson {
  return {
    id: video.id,
    title: video.title,
    videoUrl: publicFileUrl(ctx.origin, video.videoKey),
    url: safeExternalUrl(video.url),
    posterUrl: publicFileUrl(ctx.origin, video.posterKey),
    position: video.position,
  };
}
