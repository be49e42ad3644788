import { UI_ERROR_MESSAGES } from '@stride/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useMediaUrl } from '../../lib/use-media-url';
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

/**
 * SPEC §2 home: the promo video, with its poster, loaded only when played. Until then the poster shows
 * whole, under a play button of our own and without the browser's controls: the poster's own title sits
 * at its bottom edge, where the native control bar would cover it (issue 18 item 14). Playing swaps in
 * the native controls. The poster is an `<img loading="lazy">` over the video rather than the video's
 * `poster` (which the browser fetches at once, at medium priority, competing with what paints first):
 * below the hero, it loads at low priority (decision 039).
 */
export function PromoVideoSection({ video }: { video: PromoVideoData }) {
  const ref = useRef<HTMLVideoElement>(null);
  const media = useMediaUrl();
  const videoUrl = media(video.videoUrl) ?? video.videoUrl;
  const posterUrl = media(video.posterUrl);
  const [started, setStarted] = useState(false);
  useHls(ref, videoUrl);
  function play() {
    setStarted(true);
    void ref.current?.play().catch(() => undefined);
  }
  return (
    <section aria-labelledby="promo-video-title" className="bg-surface">
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-4xl">
          <p className="eyebrow">See it for yourself</p>
          <h2 id="promo-video-title" className="headline mt-3 text-fg">
            {video.title}
          </h2>
          <div className="promo-frame">
            <video
              ref={ref}
              controls={started}
              playsInline
              preload="none"
              className="block aspect-video w-full"
              aria-label={video.title}
              data-started={started || undefined}
              {...(isHls(videoUrl) ? {} : { src: videoUrl })}
            >
              {UI_ERROR_MESSAGES.videoUnsupported}
            </video>
            {!started && posterUrl && (
              <img src={posterUrl} alt="" loading="lazy" decoding="async" className="promo-poster" />
            )}
            {!started && (
              <button type="button" onClick={play} className="group promo-play">
                <span className="promo-play-disc">
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="ml-1 size-7 sm:size-8"
                    fill="currentColor"
                  >
                    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
                  </svg>
                </span>
                <span className="sr-only">{`Play the video: ${video.title}`}</span>
              </button>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
