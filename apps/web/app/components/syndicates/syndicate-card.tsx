import { Link } from 'react-router';
import { useLinkPrefetch } from '../../lib/prefetch';
import type { SyndicateCardData } from '../../lib/cards';
import { Card } from '../ui/card';
import { ArrowRightIcon, PinIcon, UsersIcon } from '../ui/icons';

/** A featured syndicate: logo, name, country, trainer and the share offer (price per share, shares, horses). */
export function SyndicateCard({ syndicate }: { syndicate: SyndicateCardData }) {
  const prefetch = useLinkPrefetch();
  return (
    <Card interactive className="group card-link">
      <div className="card-head">
        <div className="card-badge">
          {syndicate.logoUrl ? (
            <img src={syndicate.logoUrl} alt="" loading="lazy" decoding="async" />
          ) : (
            <UsersIcon className="size-7 text-brand-ink/70" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="card-title leading-snug">
            <Link to={syndicate.href} prefetch={prefetch} className="link-cover">
              {syndicate.name}
            </Link>
          </h3>
          {syndicate.countryName && (
            <p className="card-place">
              <PinIcon className="size-4 shrink-0" />
              {syndicate.countryName}
            </p>
          )}
        </div>
      </div>
      {syndicate.trainer && <p className="card-note">{`Trainer ${syndicate.trainer}`}</p>}
      <dl className="stats stats-panel">
        <div>
          <dt>Per share</dt>
          <dd>{syndicate.pricePerShare}</dd>
        </div>
        <div>
          <dt>Shares</dt>
          <dd>{syndicate.numberOfShares}</dd>
        </div>
        <div>
          <dt>Horses</dt>
          <dd>{syndicate.numberOfHorses}</dd>
        </div>
      </dl>
      <p className="card-more">
        View syndicate
        <ArrowRightIcon className="nudge size-4" />
      </p>
    </Card>
  );
}
