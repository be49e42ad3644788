/**
 * The racing world the demo entries happen in: Irish racecourses, race names, jockeys, and the words
 * of previews and Timeform-style comments. Courses are real places; races, sponsors and people are invented.
 */
import type { Discipline } from './horses.js';

export interface Racecourse {
  name: string;
  slug: string;
  flat: boolean;
  jumps: boolean;
}

export const RACECOURSES: readonly Racecourse[] = [
  { name: 'Leopardstown', slug: 'leopardstown', flat: true, jumps: true },
  { name: 'Curragh', slug: 'curragh', flat: true, jumps: false },
  { name: 'Punchestown', slug: 'punchestown', flat: false, jumps: true },
  { name: 'Fairyhouse', slug: 'fairyhouse', flat: true, jumps: true },
  { name: 'Galway', slug: 'galway', flat: true, jumps: true },
  { name: 'Navan', slug: 'navan', flat: true, jumps: true },
  { name: 'Naas', slug: 'naas', flat: true, jumps: true },
  { name: 'Cork', slug: 'cork', flat: true, jumps: true },
  { name: 'Gowran Park', slug: 'gowran-park', flat: true, jumps: true },
  { name: 'Listowel', slug: 'listowel', flat: true, jumps: true },
  { name: 'Dundalk', slug: 'dundalk', flat: true, jumps: false },
  { name: 'Thurles', slug: 'thurles', flat: false, jumps: true },
  { name: 'Limerick', slug: 'limerick', flat: true, jumps: true },
  { name: 'Tipperary', slug: 'tipperary', flat: true, jumps: true },
];

/** Courses that stage races of a discipline. */
export function coursesFor(discipline: Discipline): Racecourse[] {
  return RACECOURSES.filter((c) => (discipline === 'flat' ? c.flat : c.jumps));
}

/** Invented sponsors, so race titles read like real cards. */
const SPONSORS = [
  'Kilcullen Feeds',
  'Barrow Valley Hotel',
  'Ardclough Motors',
  'Slievenamon Dairies',
  'Liffey Bakeries',
  'Boyne Logistics',
  'Corrib Insurance',
  'Suir Valley Builders',
];

const RACE_TYPES: Readonly<Record<Discipline, readonly string[]>> = {
  flat: ['Maiden', 'Handicap', 'Rated Race', 'Fillies Maiden', 'Listed Stakes', 'Apprentice Handicap'],
  hurdles: ['Maiden Hurdle', 'Novice Hurdle', 'Handicap Hurdle', 'Mares Novice Hurdle', 'Beginners Hurdle'],
  chase: ['Beginners Chase', 'Handicap Chase', 'Novice Chase', 'Graded Novice Chase', 'Cross Country Chase'],
  bumper: ['INH Flat Race', 'Mares INH Flat Race', 'Maiden Hurdle', 'Novice Hurdle'],
};

/** Races only horses that have not yet won may enter. */
const FOR_NON_WINNERS = /Maiden|Beginners|INH Flat/;

/** Races restricted to fillies and mares. */
const FOR_FEMALES = /Mares|Fillies/;

/**
 * A race title such as "Kilcullen Feeds Handicap Hurdle" the horse could really run in: winners are never
 * sent to maidens, and only fillies and mares run in races restricted to them.
 */
export function raceName(
  discipline: Discipline,
  sponsorIndex: number,
  typeIndex: number,
  horse: { isWinner: boolean; female: boolean },
): string {
  const types = RACE_TYPES[discipline].filter(
    (t) => !(horse.isWinner && FOR_NON_WINNERS.test(t)) && !(!horse.female && FOR_FEMALES.test(t)),
  );
  return `${SPONSORS[sponsorIndex % SPONSORS.length]} ${types[typeIndex % types.length]}`;
}

/** Jockeys of the demo (invented names). */
export const JOCKEYS = [
  'Cian Mulcahy',
  'Rachael Deasy',
  'Oisín Lynch',
  'Jody Kearns',
  'Liam Brophy',
  'Niall Tuite',
  'Gavin Ruddock',
  'Ellen Phelan',
  'Shane Hogan',
  'Conor Madigan',
];

/** Local start times of a card's races (race N starts at RACE_TIMES[N - 1], Europe/Dublin). */
export const RACE_TIMES = ['13:15', '13:50', '14:25', '15:00', '15:35', '16:10', '16:45', '17:20'] as const;

/** Distances a horse runs over around its best trip. */
export function distanceNear(trip: string, discipline: Discipline, step: number): string {
  const flat = ['5f', '6f', '7f', '1m', '1m 1f', '1m 2f', '1m 4f', '1m 6f', '2m'];
  const jumps = ['2m', '2m 1f', '2m 4f', '2m 5f', '2m 6f', '3m', '3m 1f'];
  const list = discipline === 'flat' ? flat : jumps;
  const at = Math.max(0, list.indexOf(trip));
  return list[Math.max(0, Math.min(list.length - 1, at + step))]!;
}

/** Timeform-style comments by how the race went. */
export const RUN_COMMENTS = {
  won: [
    'Travelled strongly, led two out, ran on well. Impressive.',
    'Made all, jumped well, kept on gamely when challenged.',
    'Held up, smooth headway over a furlong out, quickened to lead close home.',
  ],
  placed: [
    'Prominent, every chance two out, kept on same pace.',
    'Held up in rear, stayed on well from the last, never nearer.',
    'Chased leaders, ridden three out, one pace after.',
  ],
  beaten: [
    'In touch until weakened approaching the straight.',
    'Slowly away, always towards rear.',
    'Mid-division, no impression when ridden, needs further.',
  ],
  nonFinisher: {
    pu: 'Lost touch with leaders after halfway, pulled up before two out.',
    F: 'Travelling well in third when fell at the fourth last.',
    ur: 'Blundered and unseated rider at the sixth.',
    bd: 'Brought down by a faller at the second last.',
    ro: 'Hung badly left and ran out at the third.',
  },
} as const;

/** The trainer's preview before a declared runner. */
export const PREVIEW_COMMENTS = [
  'He has been working really well and the ground has come right for him. We expect a big run.',
  'This is a hot race but she is in great form and the trip is perfect. Each-way chance.',
  'First run back after a break, so he might just need it, but he is fit and fresh.',
  'The draw is kind and the pace should suit. We think this is the right race for him.',
  'She jumped brilliantly at home this week. Good ground would be ideal.',
];
