import { Link } from 'react-router';
import { useLinkPrefetch } from '../../lib/prefetch';
import type { CSSProperties } from 'react';
import { Card } from '../ui/card';
import { ArrowRightIcon, PinIcon, UsersIcon } from '../ui/icons';
import type { SyndicateListItem } from './syndicate-view';
import { imageSrcSet } from '../../lib/images';

/**
 * A syndicate on the list page, in its own colour: banner, logo, name and country, trainer, and the
 * share offer (price per share in €, shares, horses). The whole card is one link to the syndicate.
 */
export function SyndicateListCard({ syndicate }: { syndicate: SyndicateListItem }) {
  const prefetch = useLinkPrefetch();
  return (
    // The syndicate's colour only: one list, one typeface (the detail page applies the full theme).
    <div className="h-full" style={{ '--color-brand': syndicate.theme.colour } as CSSProperties}>
      <Card
        flush
        interactive
        className="group flex h-full flex-col has-[a:focus-visible]:outline-[3px] has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-ink"
      >
        <div className="relative aspect-[16/7] overflow-hidden bg-ink-900">
          {syndicate.banner ? (
            <img
              src={syndicate.banner.small}
              srcSet={imageSrcSet(syndicate.banner.small, syndicate.banner.full)}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
            />
          ) : (
            <div className="size-full bg-[radial-gradient(24rem_12rem_at_80%_0%,var(--color-brand),transparent_70%)]" />
          )}
          <div className="absolute inset-x-0 bottom-0 h-1 bg-brand" />
        </div>
        <div className="relative flex flex-1 flex-col px-5 pb-5 sm:px-6 sm:pb-6">
          <div className="-mt-9 grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl border-4 border-surface bg-surface shadow-card">
            {syndicate.logoUrl ? (
              <img
                src={syndicate.logoUrl}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-contain p-1"
              />
            ) : (
              <UsersIcon className="size-7 text-brand-ink/70" />
            )}
          </div>
          <h2 className="mt-3 text-lg leading-snug font-bold tracking-tight text-fg">
            <Link
              to={syndicate.href}
              prefetch={prefetch}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {syndicate.name}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            {syndicate.countryName && (
              <span className="inline-flex items-center gap-1">
                <PinIcon className="size-4 shrink-0" />
                {syndicate.countryName}
              </span>
            )}
            {syndicate.trainer && <span>Trainer {syndicate.trainer}</span>}
          </p>
          <dl className="mt-5 grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2 rounded-2xl bg-canvas p-3.5">
            <div className="min-w-0">
              <dt className="text-xs font-medium text-fg-subtle">Per share</dt>
              <dd className="mt-0.5 truncate text-base font-bold text-fg tabular-nums">
                {syndicate.pricePerShare}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-fg-subtle">Shares</dt>
              <dd className="mt-0.5 text-base font-bold text-fg tabular-nums">{syndicate.numberOfShares}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-fg-subtle">Horses</dt>
              <dd className="mt-0.5 text-base font-bold text-fg tabular-nums">{syndicate.numberOfHorses}</dd>
            </div>
          </dl>
          <p
            aria-hidden="true"
            className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-ink"
          >
            View syndicate
            <ArrowRightIcon className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
          </p>
        </div>
      </Card>
    </div>
  );
}
