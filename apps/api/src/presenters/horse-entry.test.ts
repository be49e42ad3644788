import { describe, expect, it } from 'vitest';
import type { HorseEntry } from '../db/schema/index.js';
import { presentHorseEntry } from './horse-entry.js';

function entry(raceAt: string): HorseEntry {
  return {
    id: 3,
    horseId: 1,
    syndicateId: 2,
    postId: null,
    raceAt: new Date(raceAt),
    updateType: 'Final Declaration',
    status: 'Declared',
    racetrack: 'Leopardstown',
    raceNumber: 4,
    raceName: 'Maiden',
    distance: null,
    drawPosition: 7,
    jockey: null,
    finishingPosition: null,
    previewComment: null,
    timeformComment: null,
    racecardUrl: null,
    resultUrl: null,
    replayUrl: null,
    creationTrigger: 'manual post',
    createdAt: new Date(),
  };
}

const names = {
  horse: { id: 1, name: 'Saoirse', slug: 'saoirse' },
  syndicate: { id: 2, name: 'Brook Lane' },
};

describe('presentHorseEntry', () => {
  it('answers the race start as an instant and its Europe/Dublin wall time, summer and winter', () => {
    expect(presentHorseEntry({ entry: entry('2026-07-01T13:30:00Z'), ...names })).toMatchObject({
      date: '2026-07-01T13:30:00.000Z',
      time: '14:30',
      horse: names.horse,
      syndicate: names.syndicate,
      drawPosition: 7,
    });
    expect(presentHorseEntry({ entry: entry('2026-12-26T23:15:00Z'), ...names }).time).toBe('23:15');
    // Just after midnight in Dublin (summer) is still the previous day in UTC.
    expect(presentHorseEntry({ entry: entry('2026-06-30T23:05:00Z'), ...names }).time).toBe('00:05');
  });
});
