import { formatEuro, themeForSyndicates, type Syndicate, type Theme } from '@stride/shared';
import { mediaUrl } from '../../lib/media-url';
import type { FactItem } from '../pages/fact-list';
import { imageSrcSet } from '../../lib/images';

/** What the syndicate page renders, resolved on the server so both sides draw the same markup. */
export interface SyndicateView {
  id: number;
  name: string;
  path: string;
  countryName: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  /** srcset of the banner's renditions (a phone takes the medium one). */
  bannerSrcSet?: string | undefined;
  /** Sanitised HTML from the API. */
  description: string;
  trainer: string;
  pricePerShare: string;
  numberOfShares: number;
  numberOfHorses: number;
  /** SPEC §2: trainer, age, sex, number of horses and shares, price per share (age and sex only when known). */
  facts: FactItem[];
  /** Only absolute http(s) links: the back office's payment page, never anything a browser would run. */
  paymentLink: string | null;
  theme: Theme;
}

/** The payment link when it is an absolute http(s) URL, else null (the button is then hidden). */
export function safePaymentLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Canonical path of a syndicate page by slug (SPEC §2 `/syndicates/{name}/`). */
export function syndicateSlugPath(slug: string): string {
  return `/syndicates/${encodeURIComponent(slug)}/`;
}

/** Maps the API syndicate to the page's view (absolute image URLs, € amounts, theme). */
export function toSyndicateView(syndicate: Syndicate, publicApiUrl: string): SyndicateView {
  const pricePerShare = formatEuro(syndicate.pricePerShare);
  const facts: FactItem[] = [{ label: 'Trainer', value: syndicate.trainer || '—' }];
  if (syndicate.age !== null)
    facts.push({ label: 'Age', value: `${syndicate.age} ${syndicate.age === 1 ? 'year' : 'years'}` });
  if (syndicate.sex) facts.push({ label: 'Sex', value: syndicate.sex });
  facts.push(
    { label: 'Horses', value: String(syndicate.numberOfHorses) },
    { label: 'Shares', value: String(syndicate.numberOfShares) },
    { label: 'Price per share', value: pricePerShare },
  );
  return {
    id: syndicate.id,
    name: syndicate.name,
    path: syndicate.slug ? syndicateSlugPath(syndicate.slug) : `/syndicates/${syndicate.id}/`,
    countryName: syndicate.countryName,
    logoUrl: mediaUrl(syndicate.logo?.smallUrl ?? syndicate.logo?.url, publicApiUrl),
    bannerUrl: mediaUrl(syndicate.backgroundImage?.url, publicApiUrl),
    bannerSrcSet: imageSrcSet(
      mediaUrl(syndicate.backgroundImage?.smallUrl, publicApiUrl),
      mediaUrl(syndicate.backgroundImage?.mediumUrl, publicApiUrl),
      mediaUrl(syndicate.backgroundImage?.url, publicApiUrl),
    ),
    description: syndicate.description,
    trainer: syndicate.trainer,
    pricePerShare,
    numberOfShares: syndicate.numberOfShares,
    numberOfHorses: syndicate.numberOfHorses,
    facts,
    paymentLink: safePaymentLink(syndicate.paymentLink),
    theme: themeForSyndicates([syndicate]),
  };
}

/** What a card of the syndicates list shows: the facts of the featured card plus the banner and theme. */
export interface SyndicateListItem {
  id: number;
  name: string;
  href: string;
  logoUrl: string | null;
  /** Banner renditions for `srcset` (PUBLIC_IMAGE_WIDTHS). */
  banner: { small: string; medium: string; full: string } | null;
  countryName: string;
  trainer: string;
  pricePerShare: string;
  numberOfShares: number;
  numberOfHorses: number;
  theme: Theme;
}

/** Maps an API syndicate to its list card; without a slug the numeric path redirects to the list (SPEC §2). */
export function toSyndicateListItem(syndicate: Syndicate, publicApiUrl: string): SyndicateListItem {
  const small = mediaUrl(syndicate.backgroundImage?.smallUrl, publicApiUrl);
  const medium = mediaUrl(syndicate.backgroundImage?.mediumUrl, publicApiUrl);
  const full = mediaUrl(syndicate.backgroundImage?.url, publicApiUrl);
  return {
    id: syndicate.id,
    name: syndicate.name,
    href: syndicate.slug ? syndicateSlugPath(syndicate.slug) : `/syndicates/${syndicate.id}/`,
    logoUrl: mediaUrl(syndicate.logo?.smallUrl ?? syndicate.logo?.url, publicApiUrl),
    banner: small && medium && full ? { small, medium, full } : null,
    countryName: syndicate.countryName,
    trainer: syndicate.trainer,
    pricePerShare: formatEuro(syndicate.pricePerShare),
    numberOfShares: syndicate.numberOfShares,
    numberOfHorses: syndicate.numberOfHorses,
    theme: themeForSyndicates([syndicate]),
  };
}
