/** Horse and horse-entry factories. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  horseEntries,
  horses,
  type Horse,
  type HorseEntry,
  type NewHorse,
  type NewHorseEntry,
} from '../schema/index.js';
import { HORSE_NAMES, RACETRACKS, nextSequence, one, pick } from './sequence.js';
import { buildSyndicate } from './syndicates.js';

/** Inserts a horse with a full pedigree; creates a syndicate when `syndicateId` is not given. */
export async function buildHorse(db: Db, overrides: Partial<NewHorse> = {}): Promise<Horse> {
  const n = nextSequence();
  const syndicateId = overrides.syndicateId ?? (await buildSyndicate(db)).id;
  const name = `${pick(HORSE_NAMES, n)} ${n}`;
  return one(
    await db
      .insert(horses)
      .values({
        name,
        slug: name.toLowerCase().replaceAll(' ', '-'),
        foalingDate: '2021-04-02',
        sex: 'Gelding',
        colour: 'Bay',
        sire: 'Sea The Stars',
        dam: 'Lady Finesse',
        damSire: 'Galileo',
        pedigree: {
          sire: 'Sea The Stars',
          dam: 'Lady Finesse',
          sireSire: 'Cape Cross',
          sireDam: 'Urban Sea',
          damSire: 'Galileo',
          damDam: 'Fine Lady',
          sireSireSire: 'Green Desert',
          sireSireDam: 'Park Appeal',
          sireDamSire: 'Miswaki',
          sireDamDam: 'Allegretta',
          damSireSire: 'Sadler’s Wells',
          damSireDam: 'Urban Sea',
          damDamSire: 'Danehill',
          damDamDam: 'Fine Lass',
        },
        trainer: 'Jessica Harrington',
        location: 'Moone, Co. Kildare',
        prizeMoneyCents: 1_250_000,
        wins: 2,
        runs: 9,
        seconds: 3,
        thirds: 1,
        pedigreeAnalysis: 'A well-bred middle-distance type.',
        trainerThoughts: 'Working nicely at home.',
        ...overrides,
        syndicateId,
      })
      .returning(),
  );
}

/** Inserts a '5 Day Entry' for a race a week ahead; the syndicate defaults to the horse's. */
export async function buildHorseEntry(db: Db, overrides: Partial<NewHorseEntry> = {}): Promise<HorseEntry> {
  const n = nextSequence();
  let { horseId, syndicateId } = overrides;
  if (horseId === undefined) {
    const horse = await buildHorse(db, syndicateId === undefined ? {} : { syndicateId });
    horseId = horse.id;
    syndicateId = horse.syndicateId;
  } else if (syndicateId === undefined) {
    const [horse] = await db.select().from(horses).where(eq(horses.id, horseId));
    if (!horse) throw new Error(`buildHorseEntry: horse ${horseId} does not exist`);
    syndicateId = horse.syndicateId;
  }
  return one(
    await db
      .insert(horseEntries)
      .values({
        raceAt: new Date(Date.UTC(2030, 5, 1 + (n % 28), 14, 30)),
        updateType: '5 Day Entry',
        status: 'Entered',
        racetrack: pick(RACETRACKS, n),
        raceNumber: 1 + (n % 8),
        raceName: `Maiden Hurdle ${n}`,
        distance: '2m 4f',
        creationTrigger: 'manual post',
        ...overrides,
        horseId,
        syndicateId,
      })
      .returning(),
  );
}
