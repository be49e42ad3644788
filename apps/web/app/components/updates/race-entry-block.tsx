import type { HorseEntryResource } from '@stride/shared';
import { Link } from '../ui/link';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { CalendarIcon, TrophyIcon } from '../ui/icons';
import { entryView } from './race-entry-view';

export interface RaceEntryBlockProps {
  entry: HorseEntryResource;
  /** Link the horse's name to its page (off inside a card that is itself a link). */
  linkHorse?: boolean;
  /** Show the preview and Timeform comments (the feed card keeps them for the single update). */
  showComments?: boolean;
  className?: string;
}

/**
 * SPEC §2 race entry: update type, date, time (Europe/Dublin), horse, status, racetrack, race number and
 * name, preview comment, Timeform comments, jockey, distance, draw, finishing position, racecard, result
 * and replay links — a compact "race card" panel in the syndicate's colours.
 */
export function RaceEntryBlock({
  entry,
  linkHorse = true,
  showComments = true,
  className,
}: RaceEntryBlockProps) {
  const view = entryView(entry);
  return (
    <section
      aria-label={`${view.updateType}: ${view.horse} at ${view.racetrack}`}
      className={cn('overflow-hidden rounded-2xl border border-line bg-canvas', className)}
      data-testid="race-entry"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 bg-ink-900 px-4 py-3 text-white">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
          {view.isResult ? (
            <TrophyIcon className="size-4.5 text-brand" />
          ) : (
            <CalendarIcon className="size-4.5 text-brand" />
          )}
          {view.updateType}
        </p>
        <p className="text-sm font-semibold text-white/85">
          <time dateTime={view.dateTime}>
            {view.date} · {view.time}
          </time>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold text-fg">
              {linkHorse ? (
                <Link
                  to={`/horses/${entry.horse.id}/${entry.horse.slug}/`}
                  className="rounded hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {view.horse}
                </Link>
              ) : (
                view.horse
              )}
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              <span className="font-semibold text-fg">{view.racetrack}</span> · {view.race}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Ternaries, not `&&`: an empty string would render an empty text node the server's HTML
                lacks, which the takeover then inserts. */}
            {view.status ? <Badge tone="brand">{view.status}</Badge> : null}
            {view.finishingPosition ? (
              <Badge tone="dark" data-testid="finishing-position">
                {view.finishingPosition}
              </Badge>
            ) : null}
          </div>
        </div>
        {view.facts.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-surface px-4 py-3 text-sm sm:grid-cols-4">
            {view.facts.map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">{fact.label}</dt>
                <dd className="mt-0.5 truncate font-semibold text-fg">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {showComments && view.previewComment && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Preview comment</p>
            <p className="mt-1 text-[0.9375rem] leading-7 whitespace-pre-line text-fg-muted">
              {view.previewComment}
            </p>
          </div>
        )}
        {showComments && view.timeformComment && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Timeform comments</p>
            <p className="mt-1 text-[0.9375rem] leading-7 whitespace-pre-line text-fg-muted">
              {view.timeformComment}
            </p>
          </div>
        )}
        {view.links.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {view.links.map((link) => (
              <a
                key={link.label}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition-colors hover:border-fg-subtle focus-visible:outline-2 focus-visible:outline-brand"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
