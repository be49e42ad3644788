import { Link } from '../ui/link';
import type { CSSProperties } from 'react';
import { Card } from '../ui/card';
import { ArrowRightIcon, PinIcon, UsersIcon } from '../ui/icons';
import { Stats } from '../ui/stats';
import type { SyndicateListItem } from './syndicate-view';
import { imageSrcSet } from '../../lib/images';

/**
 * A syndicate on the list page, in its own colour: banner, logo, name and country, trainer, and the
 * share offer (price per share in €, shares, horses). The whole card is one link to the syndicate.
 */
export function SyndicateListCard({ syndicate }: { syndicate: SyndicateListItem }) {
  return (
    // The syndicate's colour only: one list, one typeface (the detail page applies the full theme).
    <div className="h-full" style={{ '--color-brand': syndicate.theme.colour } as CSSProperties}>
      <Card flush interactive>
        <div className="relative aspect-[16/7] overflow-hidden bg-ink-900">
          {syndicate.banner ? (
            <img
              src={syndicate.banner.small}
              srcSet={imageSrcSet(syndicate.banner.small, syndicate.banner.medium, syndicate.banner.full)}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
              alt=""
              loading="lazy"
              decoding="async"
              className="card-zoom"
            />
          ) : (
            <div className="size-full bg-[radial-gradient(24rem_12rem_at_80%_0%,var(--color-brand),transparent_70%)]" />
          )}
          <div className="absolute inset-x-0 bottom-0 h-1 bg-brand" />
        </div>
        <div className="card-body">
          <div className="card-logo">
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
          <h2 className="card-title mt-3 leading-snug">
            <Link to={syndicate.href} prefetch="intent">
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
          <Stats
            className="stats-panel stats-lg stats-wide-first"
            items={[
              ['Per share', syndicate.pricePerShare],
              ['Shares', syndicate.numberOfShares],
              ['Horses', syndicate.numberOfHorses],
            ]}
          />
          <p aria-hidden="true" className="card-more">
            View syndicate
            <ArrowRightIcon className="nudge" />
          </p>
        </div>
      </Card>
    </div>
  );
}
