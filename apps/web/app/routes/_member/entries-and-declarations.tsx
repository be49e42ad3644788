import type { HorseEntryResource } from '@stride/shared';
import { Link } from '../../components/ui/link';
import { MemberPageHeader } from '../../components/members/member-page-header';
import { NextRuns } from '../../components/members/next-runs';
import { RaceEntryBlock } from '../../components/updates/race-entry-block';
import { updatePath } from '../../components/updates/update-card';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { CalendarIcon, TrophyIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { type EntryScope, useEntries } from '../../lib/members/entries';
import { oneCardPerRun } from '../../lib/members/next-runs';
import type { Route } from './+types/entries-and-declarations';

export const meta: Route.MetaFunction = () => [{ title: 'Entries and declarations | Stride' }];

const SECTIONS: Record<EntryScope, { title: string; empty: string; description: string }> = {
  upcoming: {
    title: 'Upcoming entries and declarations',
    empty: 'No upcoming races',
    description: 'When one of your horses is entered or declared, the race shows here.',
  },
  results: {
    title: 'Recent results',
    empty: 'No results yet',
    description: 'Finishing positions and replays appear here after each race.',
  },
};

function EntryList({ scope }: { scope: EntryScope }) {
  const entries = useEntries(scope);
  const section = SECTIONS[scope];
  // Upcoming: one card per run at its latest stage (the feed keeps each stage's update; issue 15).
  const cards = entries.data
    ? scope === 'upcoming'
      ? oneCardPerRun(entries.data.data)
      : entries.data.data
    : [];
  // The API counts stages; when the whole list is here, count what is shown.
  const count = entries.data
    ? entries.data.meta.totalItems > entries.data.data.length
      ? entries.data.meta.totalItems
      : cards.length
    : 0;
  const Icon = scope === 'upcoming' ? CalendarIcon : TrophyIcon;
  return (
    <section aria-labelledby={`${scope}-title`} className="grid grid-cols-1 gap-4">
      <h2 id={`${scope}-title`} className="flex items-center gap-2 text-xl font-bold tracking-tight text-fg">
        <Icon className="size-5 text-brand-ink" />
        {section.title}
        {count > 0 && <span className="text-base font-semibold text-fg-subtle tabular-nums">{count}</span>}
      </h2>
      {entries.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-52 rounded-2xl" />
          <Skeleton className="h-52 rounded-2xl" />
        </div>
      ) : entries.isError ? (
        <EmptyState
          title="We could not load these races"
          description={entries.error.message}
          action={
            <Button variant="outline" onClick={() => void entries.refetch()}>
              Try again
            </Button>
          }
        />
      ) : cards.length === 0 ? (
        <EmptyState
          icon={<Icon className="size-6" />}
          title={section.empty}
          description={section.description}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4" aria-label={section.title}>
          {cards.map((entry: HorseEntryResource) => (
            <li key={entry.id} className="grid gap-2">
              <RaceEntryBlock entry={entry} className="bg-surface shadow-card" />
              {entry.postId !== null && (
                <Link
                  to={updatePath(entry.postId)}
                  className="justify-self-end rounded-full px-2 text-sm font-semibold text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  Read the update
                  <span className="sr-only">
                    {' '}
                    about {entry.horse.name} at {entry.racetrack}
                  </span>{' '}
                  →
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Entries and declarations (SPEC §2): the member's upcoming entries and declarations, then recent results. */
export default function EntriesPage() {
  return (
    <>
      <MemberPageHeader
        eyebrow="Racing"
        title="Entries and declarations"
        intro="Where and when your horses run next, and how they got on."
      />
      <Container width="narrow" className="py-6 sm:py-10">
        <div className="mx-auto grid max-w-2xl grid-cols-1 gap-12">
          <NextRuns />
          <EntryList scope="upcoming" />
          <EntryList scope="results" />
        </div>
      </Container>
    </>
  );
}
