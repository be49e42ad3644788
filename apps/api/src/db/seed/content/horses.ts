/**
 * The twenty demo horses: invented names, families, form figures and the words of their trainers.
 * Ages are relative to the seeding year so a filly stays a filly whenever the demo is built.
 */
import type { StallionKey } from './bloodlines.js';
import { CLUB_HORSES } from './horses-clubs.js';
import { STRIDE_HORSES } from './horses-stride.js';
import type { SyndicateKey } from './syndicates.js';

export type Discipline = 'flat' | 'hurdles' | 'chase' | 'bumper';

export interface HorseSeed {
  name: string;
  syndicate: SyndicateKey;
  sex: 'Gelding' | 'Mare' | 'Filly' | 'Colt';
  colour: 'Bay' | 'Dark Bay' | 'Brown' | 'Chestnut' | 'Grey' | 'Black';
  /** Racing age this year (foaled `age` years before the seeding year). */
  age: number;
  /** Month and day of foaling, `MM-DD`. */
  foaled: string;
  sire: StallionKey;
  dam: string;
  damSire: StallionKey;
  damDam: string;
  damDamSire: string;
  damDamDam: string;
  discipline: Discipline;
  /** Best trip, e.g. "2m 4f". */
  trip: string;
  ground: string;
  runs: number;
  wins: number;
  seconds: number;
  thirds: number;
  prizeMoneyCents: number;
  featured: boolean;
  featuredOrder: number | null;
  /** The trainer's own words about this horse. */
  note: string;
}

/** Every demo horse: the Stride syndicates' first, then the clubs'. */
export const HORSES: readonly HorseSeed[] = [...STRIDE_HORSES, ...CLUB_HORSES];
