import type { HorseEntryResource } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { countdownLabel, nextRunPerHorse, oneCardPerRun } from './next-runs';

function entry(overrides: Partial<HorseEntryResource> & { id: number }): HorseEntryResource {
  return {
    date: '2030-07-10T14:00:00.000Z',
    time: '15:00',
    updateType: '5 Day Entry',
    status: 'Entered',
    horse: { id: 1, name: 'Atlantic Swell', slug: 'atlantic-swell' },
    syndicate: { id: 1, name: 'Liffey' },
    racetrack: 'Galway',
    raceNumber: 4,
    raceName: 'Galway Plate',
    distance: null,
    drawPosition: null,
    jockey: null,
    finishingPosition: null,
    previewComment: null,
    timeformComment: null,
    racecardUrl: null,
    resultUrl: null,
    replayUrl: null,
    creationTrigger: 'race data import',
    postId: null,
    ...overrides,
  };
}

describe('next run per horse', () => {
  it('keeps each horse’s soonest race at its furthest stage', () => {
    const now = new Date('2030-07-01T00:00:00.000Z');
    const runs = nextRunPerHorse(
      [
        entry({ id: 1 }),
        entry({ id: 2, updateType: 'Final Declaration', status: 'Declared' }),
        entry({ id: 3, date: '2030-07-20T14:00:00.000Z', raceNumber: 2 }),
        entry({
          id: 4,
          horse: { id: 2, name: 'Burren Mist', slug: 'burren-mist' },
          date: '2030-07-05T12:00:00.000Z',
        }),
        entry({ id: 5, horse: { id: 3, name: 'Gone', slug: 'gone' }, date: '2030-06-05T12:00:00.000Z' }),
      ],
      now,
    );
    expect(runs.map((r) => r.id)).toEqual([4, 2]);
  });

  it('takes a declaration whose off time moved for the same run as its five-day entry', () => {
    const now = new Date('2030-07-01T00:00:00.000Z');
    const runs = nextRunPerHorse(
      [
        entry({ id: 1, date: '2030-07-10T13:35:00.000Z', time: '14:35' }),
        entry({
          id: 2,
          date: '2030-07-10T13:50:00.000Z',
          time: '14:50',
          racetrack: 'galway ',
          updateType: 'Final Declaration',
          status: 'Declared',
        }),
      ],
      now,
    );
    expect(runs.map((r) => [r.id, r.status])).toEqual([[2, 'Declared']]);
  });

  it('counts down to the off', () => {
    const now = new Date('2030-07-08T11:00:00.000Z');
    expect(countdownLabel('2030-07-10T14:00:00.000Z', now)).toBe('in 2 days 3 hours');
    expect(countdownLabel('2030-07-08T12:01:00.000Z', now)).toBe('in 1 hour 1 minute');
    expect(countdownLabel('2030-07-08T11:12:30.000Z', now)).toBe('in 12 minutes');
    expect(countdownLabel('2030-07-08T11:00:30.000Z', now)).toBe('Off now');
  });
});

describe('one card per run', () => {
  it('shows each run once, at its latest stage, and keeps preview comments and other runs', () => {
    const cards = oneCardPerRun([
      entry({ id: 1 }),
      entry({ id: 2, updateType: 'Race Preview Comment', previewComment: 'Should go close' }),
      entry({ id: 3, updateType: 'Final Declaration', status: 'Declared' }),
      entry({ id: 4, raceNumber: 5 }),
      entry({ id: 5, horse: { id: 2, name: 'Burren Mist', slug: 'burren-mist' } }),
    ]);
    expect(cards.map((c) => c.id)).toEqual([2, 3, 4, 5]);
  });
});
