import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import { entryDateLabel, entryTimeLabel } from '../updates/race-entry-view';
import { Badge } from '../ui/badge';
import { HorseshoeIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { useEntries } from '../../lib/members/entries';
import { countdownLabel, nextRunPerHorse } from '../../lib/members/next-runs';

/** Now, refreshed every 30 s once mounted; null during server rendering (no countdown in the HTML). */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Race day at a glance (issue 15): the next run of each of the member's horses — declared or entered —
 * with a countdown to the off (Europe/Dublin times). Nothing shows when no horse has a race coming.
 */
export function NextRuns() {
  const entries = useEntries('upcoming');
  const now = useNow();
  if (entries.isPending) {
    return <Skeleton className="h-28 rounded-2xl" aria-hidden="true" />;
  }
  if (!entries.data) return null;
  const runs = nextRunPerHorse(entries.data.data, now ?? new Date(0));
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="next-runs-title" className="grid grid-cols-1 gap-4">
      <h2 id="next-runs-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-fg">
        <HorseshoeIcon className="size-5 text-brand-ink" />
        Next runs
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Next runs">
        {runs.map((run) => (
          <li
            key={run.id}
            data-testid="next-run"
            className="grid gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-2">
              <Link
                to={`/horses/${run.horse.id}/${run.horse.slug}/`}
                className="min-w-0 truncate rounded text-lg leading-tight font-bold text-fg hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
              >
                {run.horse.name}
              </Link>
              {run.status && <Badge tone={run.status === 'Declared' ? 'dark' : 'brand'}>{run.status}</Badge>}
            </div>
            <p className="text-sm text-fg-muted">
              <span className="font-semibold text-fg">{run.racetrack}</span> · Race {run.raceNumber} ·{' '}
              {run.raceName}
            </p>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <time dateTime={run.date} className="text-fg-muted">
                {entryDateLabel(run.date)} · {entryTimeLabel(run)}
              </time>
              {now && (
                <span className="text-base font-bold text-brand-ink tabular-nums" data-testid="countdown">
                  {countdownLabel(run.date, now)}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
