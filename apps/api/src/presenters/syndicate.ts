/**
 * The only way a syndicate row becomes JSON (API responses and socket payloads alike).
 */
import {
  DEFAULT_THEME_COLOUR,
  DEFAULT_THEME_FONT,
  countryName,
  type Syndicate as SyndicateJson,
} from '@stride/shared';
import type { Syndicate } from '../db/schema/index.js';
import { imageUrls } from '../lib/urls.js';
import { racingAge, type PresenterContext } from './horse.js';

/** Facts derived from the syndicate's horses, loaded in one grouped query by the service. */
export interface SyndicateHorseFacts {
  numberOfHorses: number;
  /** Set only when the syndicate owns exactly one horse. */
  onlyHorse: { foalingDate: string | null; sex: string } | null;
}

/** Presents a syndicate with the facts of its horses. */
export function presentSyndicate(
  syndicate: Syndicate,
  facts: SyndicateHorseFacts,
  ctx: PresenterContext,
): SyndicateJson {
  return {
    id: syndicate.id,
    slug: syndicate.slug,
    name: syndicate.name,
    description: syndicate.description,
    logo: imageUrls(ctx.origin, syndicate.logoKey),
    backgroundImage: imageUrls(ctx.origin, syndicate.backgroundImageKey),
    countryName: countryName(syndicate.countryCode) ?? syndicate.countryCode,
    countryCode: syndicate.countryCode,
    stride: syndicate.stride,
    themeColour: syndicate.themeColour ?? DEFAULT_THEME_COLOUR,
    themeFont: syndicate.themeFont ?? DEFAULT_THEME_FONT,
    showOnSite: syndicate.showOnSite,
    featured: syndicate.featured,
    featuredOrder: syndicate.featuredOrder,
    trainer: syndicate.trainer,
    numberOfHorses: facts.numberOfHorses,
    numberOfShares: syndicate.numberOfShares,
    pricePerShare: syndicate.pricePerShareCents,
    currency: 'EUR',
    paymentLink: syndicate.paymentLink,
    age: facts.onlyHorse ? racingAge(facts.onlyHorse.foalingDate, ctx.now) : null,
    sex: facts.onlyHorse ? facts.onlyHorse.sex : null,
  };
}
