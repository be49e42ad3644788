import { Link } from '../ui/link';
import { useMediaUrl } from '../../lib/use-media-url';
import type { SyndicateCardData } from '../../lib/cards';
import { Card } from '../ui/card';
import { ArrowRightIcon, PinIcon, UsersIcon } from '../ui/icons';
import { Stats } from '../ui/stats';

/** A featured syndicate: logo, name, country, trainer and the share offer (price per share, shares, horses). */
export function SyndicateCard({ syndicate }: { syndicate: SyndicateCardData }) {
  const media = useMediaUrl();
  return (
    <Card interactive>
      <div className="card-head">
        <div className="card-badge">
          {syndicate.logoUrl ? (
            <img src={media(syndicate.logoUrl) ?? undefined} alt="" loading="lazy" decoding="async" />
          ) : (
            <UsersIcon className="size-7 text-brand-ink/70" />
          )}
        </div>
        <div className="card-head-text">
          <h3 className="card-title">
            <Link to={syndicate.href} prefetch="intent">
              {syndicate.name}
            </Link>
          </h3>
          {syndicate.countryName && (
            <p className="card-place">
              <PinIcon />
              {syndicate.countryName}
            </p>
          )}
        </div>
      </div>
      {syndicate.trainer && <p className="card-note">{`Trainer ${syndicate.trainer}`}</p>}
      <Stats
        className="stats-panel"
        items={[
          ['Per share', syndicate.pricePerShare],
          ['Shares', syndicate.numberOfShares],
          ['Horses', syndicate.numberOfHorses],
        ]}
      />
      <p className="card-more">
        View syndicate
        <ArrowRightIcon className="nudge" />
      </p>
    </Card>
  );
}
