/**
 * The demo syndicates: four Stride syndicates and two independent ("non-stride") racing clubs, each with
 * its own colours, font, trainer and share offer. Every name and person here is invented.
 */
import type { SilksPattern } from '../art/figures.js';

export interface SyndicateSeed {
  /** Stable handle the other content modules refer to. */
  key: SyndicateKey;
  name: string;
  slug: string;
  stride: boolean;
  countryCode: 'IE' | 'GB';
  themeColour: string;
  /** Second colour of the silks and crest (not stored: the theme has one colour). */
  accentColour: string;
  silksPattern: SilksPattern;
  themeFont: 'Arial' | 'Georgia' | 'Helvetica';
  trainer: string;
  /** Where the syndicate's horses are trained. */
  yard: string;
  founded: number;
  numberOfShares: number;
  pricePerShareCents: number;
  featured: boolean;
  featuredOrder: number | null;
  description: string;
}

export type SyndicateKey = 'liffey' | 'kildare' | 'tara' | 'cotswold' | 'shannonside' | 'wexford';

/** Where a syndicate's "pay to join" button goes: an external checkout on an example domain. */
export function paymentLink(slug: string): string {
  return `https://pay.example.com/stride/${slug}`;
}

export const SYNDICATES: readonly SyndicateSeed[] = [
  {
    key: 'liffey',
    name: 'Liffey Valley Racing',
    slug: 'liffey-valley-racing',
    stride: true,
    countryCode: 'IE',
    themeColour: '#0A5C36',
    accentColour: '#F2C230',
    silksPattern: 'hoops',
    themeFont: 'Georgia',
    trainer: 'Declan Moran',
    yard: 'The Curragh, Co. Kildare',
    founded: 2016,
    numberOfShares: 20,
    pricePerShareCents: 295_000,
    featured: true,
    featuredOrder: 1,
    description:
      '<p>Liffey Valley Racing is our flagship flat syndicate, trained by <strong>Declan Moran</strong> on the Curragh. Members own a share of four horses, from a precocious two-year-old to a staying handicapper.</p><ul><li>20 shares per horse, no hidden costs</li><li>Monthly training fees included for the first season</li><li>Stable visits every spring and autumn</li></ul>',
  },
  {
    key: 'kildare',
    name: 'Kildare Stars Syndicate',
    slug: 'kildare-stars-syndicate',
    stride: true,
    countryCode: 'IE',
    themeColour: '#1F3A93',
    accentColour: '#FFFFFF',
    silksPattern: 'chevrons',
    themeFont: 'Helvetica',
    trainer: 'Aisling Ferris',
    yard: 'Rathangan, Co. Kildare',
    founded: 2018,
    numberOfShares: 25,
    pricePerShareCents: 180_000,
    featured: true,
    featuredOrder: 2,
    description:
      '<p>A dual-purpose syndicate with <strong>Aisling Ferris</strong>: sprinters on the flat in summer, hurdlers and chasers through the winter. Racing almost every month of the year.</p><ul><li>Flat and National Hunt horses in one share</li><li>Owners’ badges on every raceday</li></ul>',
  },
  {
    key: 'tara',
    name: 'Hill of Tara Partnership',
    slug: 'hill-of-tara-partnership',
    stride: true,
    countryCode: 'IE',
    themeColour: '#7B2D8E',
    accentColour: '#F4A261',
    silksPattern: 'sash',
    themeFont: 'Arial',
    trainer: 'Colm Geraghty',
    yard: 'Kells, Co. Meath',
    founded: 2017,
    numberOfShares: 30,
    pricePerShareCents: 125_000,
    featured: true,
    featuredOrder: 3,
    description:
      '<p>National Hunt racing from the Royal County. The Hill of Tara Partnership buys young store horses and brings them through bumpers and novice hurdles with <strong>Colm Geraghty</strong> in Kells.</p><p>An affordable first step into ownership, with a lively members’ group chat.</p>',
  },
  {
    key: 'cotswold',
    name: 'Cotswold Chasers Partnership',
    slug: 'cotswold-chasers-partnership',
    stride: true,
    countryCode: 'GB',
    themeColour: '#8C1C13',
    accentColour: '#E9D8A6',
    silksPattern: 'quartered',
    themeFont: 'Georgia',
    trainer: 'Harriet Lomax',
    yard: 'Lambourn, Berkshire',
    founded: 2019,
    numberOfShares: 20,
    pricePerShareCents: 240_000,
    featured: false,
    featuredOrder: null,
    description:
      '<p>Our British syndicate, trained by <strong>Harriet Lomax</strong> in Lambourn. Staying chasers aimed at the big Irish spring festivals, with travel to Punchestown and Fairyhouse organised for members.</p>',
  },
  {
    key: 'shannonside',
    name: 'Shannonside Racing Club',
    slug: 'shannonside-racing-club',
    stride: false,
    countryCode: 'IE',
    themeColour: '#C8102E',
    accentColour: '#FFFFFF',
    silksPattern: 'stripes',
    themeFont: 'Arial',
    trainer: 'Tomás Keogh',
    yard: 'Cashel, Co. Tipperary',
    founded: 2014,
    numberOfShares: 60,
    pricePerShareCents: 45_000,
    featured: true,
    featuredOrder: 4,
    description:
      '<p>An independent racing club from the banks of the Shannon, run by its members and managed on Stride. One annual fee covers three horses with <strong>Tomás Keogh</strong> in Tipperary.</p>',
  },
  {
    key: 'wexford',
    name: 'Wexford Hurdlers Club',
    slug: 'wexford-hurdlers-club',
    stride: false,
    countryCode: 'IE',
    themeColour: '#E87722',
    accentColour: '#1C1C1C',
    silksPattern: 'spots',
    themeFont: 'Helvetica',
    trainer: 'Bríd Furlong',
    yard: 'Gorey, Co. Wexford',
    founded: 2020,
    numberOfShares: 40,
    pricePerShareCents: 60_000,
    featured: false,
    featuredOrder: null,
    description:
      '<p>The Model County’s own racing club: point-to-point graduates and hurdlers trained by <strong>Bríd Furlong</strong> near Gorey, with a club night after every runner.</p>',
  },
];

/** The syndicate seed of a key (throws on a typo in the content modules). */
export function syndicateSeed(key: SyndicateKey): SyndicateSeed {
  const found = SYNDICATES.find((s) => s.key === key);
  if (!found) throw new Error(`Unknown demo syndicate ${key}`);
  return found;
}
