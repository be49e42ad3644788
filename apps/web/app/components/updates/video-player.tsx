import { UI_ERROR_MESSAGES } from '@stride/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { isHlsMimeType } from './asset-kind';

/** Where the HLS pipeline is; also written to the video's `data-hls` attribute so journeys can see it. */
export type HlsState = 'native' | 'loading' | 'attached' | 'unsupported' | 'error';

/**
 * Plays an HLS playlist through hls.js (loaded only for such a video) wherever Media Source Extensions
 * exist — the order hls.js recommends, so every browser gets the same adaptive player — and natively
 * only where they do not (iOS Safari); other sources play natively. Returns the pipeline's state.
 */
export function useHlsVideo(
  video: RefObject<HTMLVideoElement | null>,
  src: string,
  mimeType: string,
): HlsState {
  const hls = isHlsMimeType(mimeType);
  const [state, setState] = useState<HlsState>(hls ? 'loading' : 'native');
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!hls) {
      setState('native');
      return;
    }
    setState('loading');
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (element.canPlayType('application/vnd.apple.mpegurl')) {
            element.src = src;
            setState('native');
          } else setState('unsupported');
          return;
        }
        const player = new Hls();
        player.on(Hls.Events.MEDIA_ATTACHED, () => setState('attached'));
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setState('error');
        });
        player.loadSource(src);
        player.attachMedia(element);
        destroy = () => player.destroy();
      })
      .catch(() => setState('error'));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [video, src, hls]);
  return state;
}

export interface VideoPlayerProps {
  src: string;
  mimeType: string;
  poster?: string | null;
  label: string;
}

/** A video of an update: poster, controls, hls.js for HLS playlists, the SPEC fallback text inside. */
export function VideoPlayer({ src, mimeType, poster, label }: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const state = useHlsVideo(ref, src, mimeType);
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-label={label}
      data-hls={state}
      className="aspect-video w-full bg-ink-950"
      {...(isHlsMimeType(mimeType) ? {} : { src })}
    >
      {UI_ERROR_MESSAGES.videoUnsupported}
    </video>
  );
}
