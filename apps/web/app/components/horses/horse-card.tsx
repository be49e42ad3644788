import { Link } from '../ui/link';
import { useMediaUrl } from '../../lib/use-media-url';
import type { HorseCardData } from '../../lib/cards';
import { Card } from '../ui/card';
import { HorseshoeIcon } from '../ui/icons';
import { Stats } from '../ui/stats';

/**
 * A horse card: photo, syndicate, essentials and the numbers owners care about (prize money, wins, runs).
 * `headingLevel` follows the page's outline (h3 under a section heading, h2 on the horses list).
 */
export function HorseCard({ horse, headingLevel = 3 }: { horse: HorseCardData; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  const media = useMediaUrl();
  const line = [
    horse.age !== null ? `${horse.age}yo` : null,
    horse.sex || null,
    horse.trainer ? `Trainer ${horse.trainer}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card flush interactive>
      <div className="card-media">
        {horse.imageUrl ? (
          <>
            <img src={media(horse.imageUrl) ?? undefined} alt="" loading="lazy" decoding="async" />
            <div className="card-shade" />
          </>
        ) : (
          <div className="grid size-full place-items-center text-brand-ink/60">
            <HorseshoeIcon className="size-14" />
          </div>
        )}
        <span className="card-tag">{horse.syndicateName}</span>
      </div>
      <div className="card-text">
        <Title className="card-title">
          <Link to={horse.href} prefetch="intent">
            {horse.name}
          </Link>
        </Title>
        {/* One text node: no React separators in the HTML. */}
        {line && <p className="card-meta">{line}</p>}
        <Stats
          className="stats-rule"
          items={[
            ['Prize money', horse.prizeMoney],
            ['Wins', horse.wins],
            ['Runs', horse.runs],
          ]}
        />
      </div>
    </Card>
  );
}
