/**
 * Invented stallions and their two-generation pedigrees, so every demo horse gets a consistent
 * three-generation family tree (horses by the same sire share his ancestry). None of these are real horses.
 */

export interface Stallion {
  name: string;
  sire: string;
  dam: string;
  sireSire: string;
  sireDam: string;
  damSire: string;
  damDam: string;
  /** What his progeny are known for, used in the pedigree analysis. */
  known: string;
}

export type StallionKey =
  | 'kingsfort'
  | 'ardmoreChief'
  | 'celticBeacon'
  | 'glenlyon'
  | 'stormhaven'
  | 'blueShannon'
  | 'doireGold'
  | 'mountBrandon'
  | 'crosshaven'
  | 'rathmoreLad';

export const STALLIONS: Readonly<Record<StallionKey, Stallion>> = {
  kingsfort: {
    name: 'Kingsfort',
    sire: 'Harbour Prince',
    dam: 'Silken Promise',
    sireSire: 'Castle Rampart',
    sireDam: 'Bright Tide',
    damSire: 'Northern Keep',
    damDam: 'Velvet Hour',
    known: 'speedy, precocious two-year-olds who handle fast ground',
  },
  ardmoreChief: {
    name: 'Ardmore Chief',
    sire: 'Wild Atlantic',
    dam: 'Queen of Clare',
    sireSire: 'Tempest Lord',
    sireDam: 'Sea Lavender',
    damSire: 'Ardmore Lad',
    damDam: 'Burren Rose',
    known: 'tough middle-distance horses that improve with age and a trip',
  },
  celticBeacon: {
    name: 'Celtic Beacon',
    sire: 'Lighthouse Keeper',
    dam: 'Morning Vow',
    sireSire: 'Castle Rampart',
    sireDam: 'Harbour Lights',
    damSire: 'Silver Falcon',
    damDam: 'Dawn Chorus',
    known: 'milers with a turn of foot, at their best on good ground',
  },
  glenlyon: {
    name: 'Glenlyon',
    sire: 'Highland Drum',
    dam: 'Mountain Ash',
    sireSire: "Piper's Tune",
    sireDam: 'Heather Glen',
    damSire: 'Oak Ridge',
    damDam: 'Rowan Berry',
    known: 'genuine stayers on the flat who often go on to make smart hurdlers',
  },
  stormhaven: {
    name: 'Stormhaven',
    sire: 'Tempest Lord',
    dam: 'Quiet Harbour',
    sireSire: 'Thunder Road',
    sireDam: 'Sable Night',
    damSire: 'Northern Keep',
    damDam: 'Safe Passage',
    known: 'durable, sound horses who relish cut in the ground',
  },
  blueShannon: {
    name: 'Blue Shannon',
    sire: 'River Warden',
    dam: 'Estuary Queen',
    sireSire: 'Silver Falcon',
    sireDam: 'Lough Mist',
    damSire: 'Ardmore Lad',
    damDam: 'Tidewater',
    known: 'versatile types who act on any surface, including the all-weather',
  },
  doireGold: {
    name: 'Doire Gold',
    sire: 'Golden Sickle',
    dam: 'Oak Leaf Lady',
    sireSire: 'Harvest Moon',
    sireDam: 'Corn Dolly',
    damSire: 'Stormhaven',
    damDam: 'Acorn Girl',
    known: 'big, scopey chasers who take time but stay all day',
  },
  mountBrandon: {
    name: 'Mount Brandon',
    sire: 'Brandon Bay',
    dam: "Pilgrim's Way",
    sireSire: 'Wild Atlantic',
    sireDam: 'Dingle Lass',
    damSire: 'Oak Ridge',
    damDam: 'Saint Brigid',
    known: 'bumper winners with natural jumping ability',
  },
  crosshaven: {
    name: 'Crosshaven',
    sire: 'Sailing Master',
    dam: 'Cork Harbour',
    sireSire: 'Tempest Lord',
    sireDam: 'Fair Wind',
    damSire: 'Harbour Prince',
    damDam: 'Roche Point',
    known: 'quick, accurate hurdlers at two miles to two and a half',
  },
  rathmoreLad: {
    name: 'Rathmore Lad',
    sire: 'Old Rathmore',
    dam: 'Fair Kerry',
    sireSire: 'Thunder Road',
    sireDam: 'Bog Cotton',
    damSire: 'Highland Drum',
    damDam: 'Kerry Blue',
    known: 'slow-maturing staying chasers with plenty of heart',
  },
};
