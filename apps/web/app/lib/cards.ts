import { formatEuro, type Horse, type Syndicate } from '@stride/shared';
import { apiMediaPath } from './media-url';

/**
 * What a horse card shows, resolved on the server so markup is identical on both sides — and nothing
 * else: it is sent again in the page's hydration data. `href` identifies the horse (it holds its id).
 */
export interface HorseCardData {
  name: string;
  href: string;
  imageUrl: string | null;
  syndicateName: string;
  age: number | null;
  sex: string;
  trainer: string;
  prizeMoney: string;
  wins: number;
  runs: number;
}

/** What a syndicate card shows (and nothing else, like a horse card); `href` identifies the syndicate. */
export interface SyndicateCardData {
  name: string;
  href: string;
  logoUrl: string | null;
  countryName: string;
  trainer: string;
  pricePerShare: string;
  numberOfShares: number;
  numberOfHorses: number;
}

/** Maps an API horse to its card; the name segment of the URL is the horse's slug (SPEC §2 /horses/{id}/{horseName}). */
export function toHorseCard(horse: Horse, publicApiUrl: string): HorseCardData {
  return {
    name: horse.name,
    href: `/horses/${horse.id}/${encodeURIComponent(horse.slug)}/`,
    imageUrl: apiMediaPath(horse.image?.smallUrl, publicApiUrl),
    syndicateName: horse.syndicate.name,
    age: horse.age,
    sex: horse.sex,
    trainer: horse.trainer,
    prizeMoney: formatEuro(horse.prizeMoney),
    wins: horse.wins,
    runs: horse.runs,
  };
}

/** Maps an API syndicate to its card; without a slug the numeric path redirects to the list (SPEC §2). */
export function toSyndicateCard(syndicate: Syndicate, publicApiUrl: string): SyndicateCardData {
  return {
    name: syndicate.name,
    href: `/syndicates/${syndicate.slug ? encodeURIComponent(syndicate.slug) : syndicate.id}/`,
    logoUrl: apiMediaPath(syndicate.logo?.smallUrl, publicApiUrl),
    countryName: syndicate.countryName,
    trainer: syndicate.trainer,
    pricePerShare: formatEuro(syndicate.pricePerShare),
    numberOfShares: syndicate.numberOfShares,
    numberOfHorses: syndicate.numberOfHorses,
  };
}
