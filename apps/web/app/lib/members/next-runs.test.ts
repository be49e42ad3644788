import type { HorseEntryResource } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { countdownLabel, nextRunPerHorse } from './next-runs';

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

  it('counts down to the off', () => {
    const now = new Date('2030-07-08T11:00:00.000Z');
    expect(countdownLabel('2030-07-10T14:00:00.000Z', now)).toBe('in 2 days 3 hours');
    expect(countdownLabel('2030-07-08T12:01:00.000Z', now)).toBe('in 1 hour 1 minute');
    expect(countdownLabel('2030-07-08T11:12:30.000Z', now)).toBe('in 12 minutes');
    expect(countdownLabel('2030-07-08T11:00:30.000Z', now)).toBe('Off now');
  });
});
