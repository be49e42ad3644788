import { Link } from 'react-router';
import { useLinkPrefetch } from '../../lib/prefetch';
import type { HorseCardData } from '../../lib/cards';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { HorseshoeIcon } from '../ui/icons';

/**
 * A horse card: photo, syndicate, essentials and the numbers owners care about (prize money, wins, runs).
 * `headingLevel` follows the page's outline (h3 under a section heading, h2 on the horses list).
 */
export function HorseCard({ horse, headingLevel = 3 }: { horse: HorseCardData; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  const prefetch = useLinkPrefetch();
  const facts = [horse.age !== null ? `${horse.age}yo` : null, horse.sex || null].filter(Boolean).join(' · ');
  return (
    <Card
      flush
      interactive
      className="group flex h-full flex-col has-[a:focus-visible]:outline-[3px] has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-ink"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-gradient-to-br from-brand-soft via-canvas to-brand-soft">
        {horse.imageUrl ? (
          <>
            <img
              src={horse.imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
            />
            <div className="absolute inset-x-0 top-0 h-16 bg-gradient-to-b from-ink-950/35 to-transparent" />
          </>
        ) : (
          <div className="grid size-full place-items-center text-brand-ink/60">
            <HorseshoeIcon className="size-14" />
          </div>
        )}
        <Badge tone="dark" className="absolute top-3 left-3 max-w-[calc(100%-1.5rem)] truncate">
          {horse.syndicateName}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Title className="text-lg font-bold tracking-tight text-fg">
          <Link
            to={horse.href}
            prefetch={prefetch}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {horse.name}
          </Link>
        </Title>
        {(facts || horse.trainer) && (
          <p className="mt-1 text-sm text-fg-muted">
            {facts}
            {facts && horse.trainer && ' · '}
            {horse.trainer && `Trainer ${horse.trainer}`}
          </p>
        )}
        <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-line pt-4">
          <div className="col-span-1 min-w-0">
            <dt className="text-xs font-medium text-fg-subtle">Prize money</dt>
            <dd className="mt-0.5 truncate text-[0.9375rem] font-bold tabular-nums text-fg">
              {horse.prizeMoney}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-fg-subtle">Wins</dt>
            <dd className="mt-0.5 text-[0.9375rem] font-bold tabular-nums text-fg">{horse.wins}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-fg-subtle">Runs</dt>
            <dd className="mt-0.5 text-[0.9375rem] font-bold tabular-nums text-fg">{horse.runs}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
