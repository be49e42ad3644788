/**
 * Race entries over the last three months and the next three weeks, each announced by an update:
 * '5 Day Entry' (Entered), 'Final Declaration' and 'Race Preview Comment' (Declared) as upcoming_race
 * posts, and every 'Result' — placings and non-finishers — as a replay post with the race video.
 */
import { eq } from 'drizzle-orm';
import { CREATION_TRIGGER_MANUAL_POST, ordinal, type RaceUpdateType } from '@stride/shared';
import { buildHorseEntry } from '../factories.js';
import { posts, type Horse, type HorseEntry } from '../schema/index.js';
import { addEngagement, authorsOf, createPost } from './build-posts.js';
import { dublinDate, dublinTime, notAfterNow, type SeedContext } from './context.js';
import type { HorseSeed } from './content/horses.js';
import {
  coursesFor,
  distanceNear,
  JOCKEYS,
  PREVIEW_COMMENTS,
  RACE_TIMES,
  raceName,
  RUN_COMMENTS,
  type Racecourse,
} from './content/racing.js';
import { syndicateSeed } from './content/syndicates.js';
import { RACE_COMMENTS } from './content/updates.js';
import { fillTemplate } from './build-news.js';

/** Finishing positions handed out in turn: jumpers include non-finishers, flat horses never do. */
const JUMPS_OUTCOMES = [
  '2',
  'pu',
  '1',
  'F',
  '4',
  '3',
  'ur',
  '1',
  '6',
  'bd',
  '2',
  '5',
  'pu',
  '3',
  '1',
  'ro',
  '7',
  '2',
];
const FLAT_OUTCOMES = ['1', '4', '2', '3', '6', '1', '5', '2', '9', '3'];

/** What a non-finisher did, as said in a sentence. */
const NON_FINISHER_PHRASES: Readonly<Record<string, string>> = {
  pu: 'was pulled up',
  F: 'fell',
  ur: 'unseated {jockey}',
  bd: 'was brought down',
  ro: 'ran out',
};

/** Upcoming runners: horse index → days ahead. */
const UPCOMING: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [5, 1],
  [4, 2],
  [8, 3],
  [11, 5],
  [6, 6],
  [14, 8],
  [17, 10],
  [2, 12],
  [9, 16],
  [12, 20],
];

interface Race {
  h: HorseSeed;
  horse: Horse;
  index: number;
  course: Racecourse;
  raceNumber: number;
  time: string;
  name: string;
  distance: string;
  draw: number | null;
  jockey: string;
  /** Days from now (negative: already run). */
  day: number;
  raceAt: Date;
}

const dayLabel = (d: Date) =>
  d.toLocaleDateString('en-IE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Dublin',
  });

/** Describes the race a horse runs `day` days from now (`counter` varies course, race and jockey). */
function planRace(ctx: SeedContext, index: number, day: number, counter: number): Race {
  const { seed: h, row: horse } = ctx.horses[index]!;
  const courses = coursesFor(h.discipline);
  const raceNumber = 1 + ((counter * 3) % 7);
  const time = RACE_TIMES[raceNumber - 1]!;
  return {
    h,
    horse,
    index,
    course: courses[(counter * 5 + index) % courses.length]!,
    raceNumber,
    time,
    name: raceName(h.discipline, counter, counter * 2 + index, {
      isWinner: h.wins > 0,
      female: h.sex === 'Mare' || h.sex === 'Filly',
    }),
    distance: distanceNear(h.trip, h.discipline, (counter % 3) - 1),
    draw: h.discipline === 'flat' ? 1 + ((counter * 7) % 14) : null,
    jockey: JOCKEYS[(index + counter) % JOCKEYS.length]!,
    day,
    raceAt: dublinTime(ctx.now, day, time),
  };
}

/** Racecard, result and replay links of a race on the (example) racing data site. */
function links(ctx: SeedContext, race: Race) {
  const path = `${dublinDate(ctx.now, race.day)}/${race.course.slug}/race-${race.raceNumber}`;
  return {
    racecardUrl: `https://racing.example.com/racecards/${path}`,
    resultUrl: `https://racing.example.com/results/${path}`,
    replayUrl: `https://replays.example.com/${path}`,
  };
}

/** Publishes one race update: its post, its entry row, and the link between them. */
async function announce(
  ctx: SeedContext,
  race: Race,
  updateType: RaceUpdateType,
  postedAt: Date,
  comment: string,
  entry: Partial<HorseEntry>,
  counter: number,
): Promise<void> {
  const result = updateType === 'Result';
  const authors = authorsOf(ctx, race.h.syndicate);
  const post = await createPost(ctx, {
    syndicate: race.h.syndicate,
    horseId: race.horse.id,
    author: authors[counter % authors.length]!,
    type: result ? 'replay' : 'upcoming_race',
    comment,
    postedAt: notAfterNow(postedAt, ctx.now),
    assets: result
      ? [{ kind: 'video', name: `replay-${race.course.slug}-${dublinDate(ctx.now, race.day)}.mp4` }]
      : [],
  });
  const row = await buildHorseEntry(ctx.db, {
    horseId: race.horse.id,
    syndicateId: race.horse.syndicateId,
    postId: post.id,
    raceAt: race.raceAt,
    updateType,
    status: updateType === '5 Day Entry' ? 'Entered' : 'Declared',
    racetrack: race.course.name,
    raceNumber: race.raceNumber,
    raceName: race.name,
    distance: race.distance,
    drawPosition: updateType === '5 Day Entry' ? null : race.draw,
    jockey: updateType === '5 Day Entry' ? null : race.jockey,
    creationTrigger: CREATION_TRIGGER_MANUAL_POST,
    racecardUrl: links(ctx, race).racecardUrl,
    ...entry,
  });
  await ctx.db.update(posts).set({ horseEntryId: row.id }).where(eq(posts.id, post.id));
  const outcome = entry.finishingPosition;
  const pool = !result
    ? RACE_COMMENTS.entry
    : outcome === '1'
      ? RACE_COMMENTS.won
      : outcome === '2' || outcome === '3'
        ? RACE_COMMENTS.placed
        : /^\d+$/.test(outcome ?? '')
          ? RACE_COMMENTS.beaten
          : RACE_COMMENTS.nonFinisher;
  await addEngagement(ctx, { ...post, horseEntryId: row.id }, race.h.syndicate, pool, result ? 0.8 : 0.3);
}

/** The words of an update, filled for the race's horse. */
function say(race: Race, template: string): string {
  return fillTemplate(template, race.h, syndicateSeed(race.h.syndicate).trainer, race.jockey);
}

/** The pre-race updates: 5 Day Entry, Final Declaration and (sometimes) a preview. */
async function preRace(
  ctx: SeedContext,
  race: Race,
  steps: { entry: boolean; declaration: boolean; preview: boolean },
  counter: number,
): Promise<void> {
  const when = `${dayLabel(race.raceAt)}`;
  if (steps.entry) {
    const postedAt =
      race.day > 5
        ? dublinTime(ctx.now, -1 - (counter % 3), '11:00')
        : dublinTime(ctx.now, race.day - 5, '11:00');
    await announce(
      ctx,
      race,
      '5 Day Entry',
      postedAt,
      say(
        race,
        `<p><strong>5 Day Entry:</strong> {horse} has been entered in the ${race.name} (${race.distance}) at ${race.course.name} on ${when}.</p><p>{trainer} will decide nearer the time depending on the ground; we will confirm at declaration stage.</p>`,
      ),
      {},
      counter,
    );
  }
  if (steps.declaration) {
    const draw = race.draw ? ` from stall ${race.draw}` : '';
    await announce(
      ctx,
      race,
      'Final Declaration',
      dublinTime(ctx.now, race.day - 1, '12:30'),
      say(
        race,
        `<p><strong>Declared:</strong> {horse} runs in race ${race.raceNumber}, the ${race.name} over ${race.distance} at ${race.course.name}, ${when} at ${race.time}. {jockey} rides${draw}.</p><p>Owners’ badges will be at the owners and trainers entrance. See you there!</p>`,
      ),
      {},
      counter,
    );
  }
  if (steps.preview) {
    const preview = PREVIEW_COMMENTS[counter % PREVIEW_COMMENTS.length]!;
    await announce(
      ctx,
      race,
      'Race Preview Comment',
      dublinTime(ctx.now, race.day - 1, '16:00'),
      say(
        race,
        `<p><strong>Race preview from {trainer}:</strong> “${preview}”</p><p>{horse} runs at ${race.time} at ${race.course.name}. Best of luck to all the members!</p>`,
      ),
      { previewComment: preview },
      counter,
    );
  }
}

/** The result update of a race that has been run. */
async function resultOf(ctx: SeedContext, race: Race, outcome: string, counter: number): Promise<void> {
  const placed = /^\d+$/.test(outcome);
  const position = Number(outcome);
  const comments = placed
    ? position === 1
      ? RUN_COMMENTS.won
      : position <= 3
        ? RUN_COMMENTS.placed
        : RUN_COMMENTS.beaten
    : null;
  const timeform = comments
    ? comments[counter % comments.length]!
    : RUN_COMMENTS.nonFinisher[outcome as keyof typeof RUN_COMMENTS.nonFinisher];
  let text: string;
  if (placed && position === 1)
    text = `<p><strong>WINNER!</strong> {horse} won the ${race.name} at ${race.course.name} under a brilliant ride from {jockey}. ${timeform}</p><p>Replay below — enjoy it, everyone!</p>`;
  else if (placed && position <= 3)
    text = `<p>{horse} finished ${ordinal(position)} in the ${race.name} at ${race.course.name}. ${timeform}</p><p>A solid run; {trainer} is pleased and {they} should come out of it well.</p>`;
  else if (placed)
    text = `<p>{horse} finished ${ordinal(position)} at ${race.course.name} today. ${timeform}</p><p>{trainer} felt the ground was against {them}; we will regroup and find a better opportunity.</p>`;
  else
    text = `<p>{horse} ${NON_FINISHER_PHRASES[outcome] ?? 'did not finish'} in the ${race.name} at ${race.course.name}. ${timeform}</p><p>The good news: {they} has been checked over by the vet and is absolutely fine, and so is {jockey}.</p>`;
  const { resultUrl, replayUrl } = links(ctx, race);
  const postedAt = new Date(race.raceAt.getTime() + 45 * 60_000);
  await announce(
    ctx,
    race,
    'Result',
    postedAt,
    say(race, text),
    { finishingPosition: outcome, timeformComment: timeform, resultUrl, replayUrl },
    counter,
  );
}

/** Writes every race of the demo; returns how many entry updates were published. */
export async function seedEntries(ctx: SeedContext): Promise<number> {
  let counter = 0;
  let jumps = 0;
  let flat = 0;
  let published = 0;
  for (let index = 0; index < ctx.horses.length; index += 1) {
    const h = ctx.horses[index]!.seed;
    const pastRaces = index % 3 === 0 ? 2 : 1;
    for (let r = 0; r < pastRaces; r += 1) {
      const day = -(4 + ((index * 13 + r * 41) % 84));
      const race = planRace(ctx, index, day, counter);
      const steps = { entry: counter % 2 === 0, declaration: counter % 3 !== 2, preview: counter % 4 === 1 };
      await preRace(ctx, race, steps, counter);
      const outcome =
        h.discipline === 'flat'
          ? FLAT_OUTCOMES[flat++ % FLAT_OUTCOMES.length]!
          : JUMPS_OUTCOMES[jumps++ % JUMPS_OUTCOMES.length]!;
      await resultOf(ctx, race, outcome, counter);
      published += 1 + Number(steps.entry) + Number(steps.declaration) + Number(steps.preview);
      counter += 1;
    }
  }
  for (const [index, days] of UPCOMING) {
    if (index >= ctx.horses.length) continue;
    const race = planRace(ctx, index, days, counter);
    const steps = { entry: true, declaration: days <= 2, preview: days <= 1 };
    await preRace(ctx, race, steps, counter);
    published += 1 + Number(steps.declaration) + Number(steps.preview);
    counter += 1;
  }
  return published;
}
