/**
 * The only way a horse row becomes JSON (API responses and socket payloads alike).
 */
import type { Horse as HorseJson, Pedigree } from '@stride/shared';
import type { Horse } from '../db/schema/index.js';
import { imageUrls } from '../lib/urls.js';

export interface PresenterContext {
  /** Public origin of the API, for absolute media URLs. */
  origin: string;
  now?: Date;
}

const EMPTY_PEDIGREE: Pedigree = {
  sire: '',
  dam: '',
  sireSire: '',
  sireDam: '',
  damSire: '',
  damDam: '',
  sireSireSire: '',
  sireSireDam: '',
  sireDamSire: '',
  sireDamDam: '',
  damSireSire: '',
  damSireDam: '',
  damDamSire: '',
  damDamDam: '',
};

/** Racing age: every horse turns a year older on 1 January (Northern Hemisphere rule). */
export function racingAge(foalingDate: string | null, now: Date = new Date()): number | null {
  if (!foalingDate) return null;
  const year = Number(foalingDate.slice(0, 4));
  return Number.isFinite(year) ? Math.max(0, now.getUTCFullYear() - year) : null;
}

/** Presents a horse with its syndicate reference. */
export function presentHorse(
  horse: Horse,
  syndicate: { id: number; slug: string | null; name: string },
  ctx: PresenterContext,
): HorseJson {
  return {
    id: horse.id,
    name: horse.name,
    slug: horse.slug,
    syndicate: { id: syndicate.id, slug: syndicate.slug, name: syndicate.name },
    featured: horse.featured,
    featuredOrder: horse.featuredOrder,
    image: imageUrls(ctx.origin, horse.imageKey),
    foalingDate: horse.foalingDate,
    age: racingAge(horse.foalingDate, ctx.now),
    sex: horse.sex,
    colour: horse.colour,
    sire: horse.sire,
    dam: horse.dam,
    damSire: horse.damSire,
    pedigree: { ...EMPTY_PEDIGREE, ...horse.pedigree },
    trainer: horse.trainer,
    location: horse.location,
    prizeMoney: horse.prizeMoneyCents,
    wins: horse.wins,
    runs: horse.runs,
    seconds: horse.seconds,
    thirds: horse.thirds,
    pedigreeAnalysis: horse.pedigreeAnalysis,
    trainerThoughts: horse.trainerThoughts,
  };
}
