import { UI_ERROR_MESSAGES, type AboutUsVideo } from '@stride/shared';
import { Container } from '../ui/container';
import { Eyebrow, Heading } from '../ui/typography';

function PlayIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function VideoCard({ video }: { video: AboutUsVideo }) {
  const frame =
    'relative aspect-video overflow-hidden rounded-card border border-line bg-ink-900 shadow-card';
  if (video.videoUrl) {
    return (
      <figure>
        <div className={frame}>
          <video
            controls
            preload="none"
            playsInline
            poster={video.posterUrl ?? undefined}
            className="size-full object-cover"
            aria-label={video.title}
          >
            <source src={video.videoUrl} type="video/mp4" />
            {UI_ERROR_MESSAGES.videoUnsupported}
          </video>
        </div>
        <figcaption className="mt-3 font-semibold text-fg">{video.title}</figcaption>
      </figure>
    );
  }
  if (!video.url) return null;
  return (
    <figure>
      <a
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`group block ${frame} surface-dark`}
      >
        {video.posterUrl ? (
          <img src={video.posterUrl} alt="" loading="lazy" className="size-full object-cover opacity-80" />
        ) : (
          <div
            aria-hidden="true"
            className="size-full bg-[radial-gradient(30rem_16rem_at_30%_20%,color-mix(in_oklab,var(--color-brand)_40%,transparent),transparent_70%)]"
          />
        )}
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid size-16 place-items-center rounded-full bg-white/95 text-ink-900 shadow-float transition-transform duration-200 group-hover:scale-105">
            <PlayIcon className="ml-0.5 size-7" />
          </span>
        </span>
        <span className="sr-only">Watch “{video.title}” (opens in a new tab)</span>
      </a>
      <figcaption className="mt-3 font-semibold text-fg">{video.title}</figcaption>
    </figure>
  );
}

/** The about-us videos (`GET /api/about-us`): uploaded films play in place, external ones open in a new tab. */
export function AboutVideos({ videos }: { videos: AboutUsVideo[] }) {
  const playable = videos.filter((video) => video.videoUrl || video.url);
  if (playable.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className="border-t border-line/70 bg-surface py-14 sm:py-20">
      <Container>
        <Eyebrow>Watch</Eyebrow>
        <Heading id="videos-title" size="xl" className="mt-2">
          Stride on film
        </Heading>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {playable.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
