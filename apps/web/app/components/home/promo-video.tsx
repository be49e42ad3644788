import { UI_ERROR_MESSAGES } from '@stride/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { Container } from '../ui/container';
import type { PromoVideoData } from './promo-video.server';

/** HLS playlists need hls.js outside Safari; MP4 plays natively. */
function isHls(url: string): boolean {
  return /\.m3u8(?:$|\?)/i.test(url);
}

/** Plays an HLS source through hls.js (loaded only for such a video) where the browser cannot itself. */
function useHls(video: RefObject<HTMLVideoElement | null>, src: string) {
  useEffect(() => {
    const element = video.current;
    if (!element || !isHls(src) || element.canPlayType('application/vnd.apple.mpegurl')) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(src);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [video, src]);
}

/** SPEC §2 home: the promo video, with its poster, loaded only when played. */
export function PromoVideoSection({ video }: { video: PromoVideoData }) {
  const ref = useRef<HTMLVideoElement>(null);
  useHls(ref, video.videoUrl);
  return (
    <section aria-labelledby="promo-video-title" className="bg-surface">
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-4xl">
          <p className="text-xs font-bold tracking-[0.16em] text-brand-ink uppercase">See it for yourself</p>
          <h2 id="promo-video-title" className="mt-3 text-headline font-bold text-balance text-fg">
            {video.title}
          </h2>
          <div className="mt-8 overflow-hidden rounded-card bg-ink-950 shadow-card">
            <video
              ref={ref}
              controls
              playsInline
              preload="none"
              poster={video.posterUrl ?? undefined}
              className="aspect-video w-full"
              aria-label={video.title}
              {...(isHls(video.videoUrl) ? {} : { src: video.videoUrl })}
            >
              {UI_ERROR_MESSAGES.videoUnsupported}
            </video>
          </div>
        </div>
      </Container>
    </section>
  );
}
