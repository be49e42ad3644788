import { Link } from 'react-router';
import { useLinkPrefetch } from '../../lib/prefetch';
import type { SyndicateCardData } from '../../lib/cards';
import { Card } from '../ui/card';
import { ArrowRightIcon, PinIcon, UsersIcon } from '../ui/icons';

/** A featured syndicate: logo, name, country, trainer and the share offer (price per share, shares, horses). */
export function SyndicateCard({ syndicate }: { syndicate: SyndicateCardData }) {
  const prefetch = useLinkPrefetch();
  return (
    <Card
      interactive
      className="group flex h-full flex-col has-[a:focus-visible]:outline-[3px] has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-ink"
    >
      <div className="flex items-start gap-4">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl border border-line bg-surface">
          {syndicate.logoUrl ? (
            <img
              src={syndicate.logoUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-contain p-1.5"
            />
          ) : (
            <UsersIcon className="size-7 text-brand-ink/70" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-bold tracking-tight text-fg">
            <Link
              to={syndicate.href}
              prefetch={prefetch}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {syndicate.name}
            </Link>
          </h3>
          {syndicate.countryName && (
            <p className="mt-1 flex items-center gap-1 text-sm text-fg-muted">
              <PinIcon className="size-4 shrink-0" />
              {syndicate.countryName}
            </p>
          )}
        </div>
      </div>
      {syndicate.trainer && <p className="mt-4 text-sm text-fg-muted">Trainer {syndicate.trainer}</p>}
      <dl className="mt-5 grid grid-cols-3 gap-2 rounded-2xl bg-canvas p-3.5">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-fg-subtle">Per share</dt>
          <dd className="mt-0.5 truncate text-[0.9375rem] font-bold tabular-nums text-fg">
            {syndicate.pricePerShare}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-fg-subtle">Shares</dt>
          <dd className="mt-0.5 text-[0.9375rem] font-bold tabular-nums text-fg">
            {syndicate.numberOfShares}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-fg-subtle">Horses</dt>
          <dd className="mt-0.5 text-[0.9375rem] font-bold tabular-nums text-fg">
            {syndicate.numberOfHorses}
          </dd>
        </div>
      </dl>
      <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-ink">
        View syndicate
        <ArrowRightIcon className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
      </p>
    </Card>
  );
}
