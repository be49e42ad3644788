import type { Horse, Syndicate } from '@stride/shared';

// Resource factories for web tests: realistic API shapes (packages/shared/src/api/resources.ts).
const pedigreeKeys = [
  'sire',
  'dam',
  'sireSire',
  'sireDam',
  'damSire',
  'damDam',
  'sireSireSire',
  'sireSireDam',
  'sireDamSire',
  'sireDamDam',
  'damSireSire',
  'damSireDam',
  'damDamSire',
  'damDamDam',
];

/** An API horse as `GET /api/horses` returns it; override what the test is about. */
export function buildHorse(overrides: Partial<Horse> = {}): Horse {
  return {
    id: 12,
    name: 'Galway Gale',
    slug: 'galway-gale',
    syndicate: { id: 3, slug: 'emerald', name: 'Emerald Racing Club' },
    featured: true,
    featuredOrder: 1,
    image: {
      url: '/storage/h/12.jpg',
      mediumUrl: '/storage/h/12-medium.jpg',
      smallUrl: '/storage/h/12-small.jpg',
    },
    foalingDate: null,
    age: 4,
    sex: 'Gelding',
    colour: 'Bay',
    sire: 'S',
    dam: 'D',
    damSire: 'DS',
    pedigree: Object.fromEntries(pedigreeKeys.map((key) => [key, ''])) as Horse['pedigree'],
    trainer: 'W. P. Mullins',
    location: 'Kildare',
    prizeMoney: 12_345_000,
    wins: 4,
    runs: 12,
    seconds: 2,
    thirds: 1,
    pedigreeAnalysis: '',
    trainerThoughts: '',
    ...overrides,
  };
}

/** An API syndicate as `GET /api/syndicates` returns it. */
export function buildSyndicate(overrides: Partial<Syndicate> = {}): Syndicate {
  return {
    id: 7,
    slug: 'emerald-racing-club',
    name: 'Emerald Racing Club',
    description: '',
    logo: {
      url: 'https://cdn.example/l.png',
      mediumUrl: 'https://cdn.example/l-medium.png',
      smallUrl: 'https://cdn.example/l-small.png',
    },
    backgroundImage: null,
    countryName: 'Ireland',
    countryCode: 'IE',
    stride: true,
    themeColour: '#F36A81',
    themeFont: 'Arial',
    showOnSite: true,
    featured: true,
    featuredOrder: 1,
    trainer: 'J. Harrington',
    numberOfHorses: 3,
    numberOfShares: 20,
    pricePerShare: 250_000,
    currency: 'EUR',
    paymentLink: null,
    age: null,
    sex: null,
    ...overrides,
  };
}
