import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/member-factories';
import { entryTimeLabel, entryView } from './race-entry-view';

describe('entryView', () => {
  it('reads the race in Dublin time with its facts and links', () => {
    const view = entryView(buildEntry());
    expect(view.date).toBe('Sat 26 Dec 2026');
    expect(view.time).toBe('13:40');
    expect(view.race).toBe('Race 4 · Paddy Power Chase');
    expect(view.facts).toEqual([
      { label: 'Jockey', value: 'P. Townend' },
      { label: 'Distance', value: '3m' },
      { label: 'Draw', value: '7' },
    ]);
    expect(view.links).toEqual([{ label: 'Racecard', href: 'https://racecards.example/4' }]);
    expect(view.isResult).toBe(false);
  });

  it('labels finishing positions as ordinals and non-finishers by their SPEC names', () => {
    expect(entryView(buildEntry({ updateType: 'Result', finishingPosition: '2' })).finishingPosition).toBe(
      '2nd',
    );
    expect(entryView(buildEntry({ finishingPosition: 'pu' })).finishingPosition).toBe('Pulled Up');
    expect(entryView(buildEntry({ finishingPosition: 'ur' })).facts.at(-1)).toEqual({
      label: 'Finished',
      value: 'Unseated Rider',
    });
  });

  it('leaves out empty optional facts and comments', () => {
    const view = entryView(
      buildEntry({ jockey: null, distance: null, drawPosition: null, previewComment: '  ' }),
    );
    expect(view.facts).toEqual([]);
    expect(view.previewComment).toBeNull();
  });

  it('derives the Dublin time from the date when the time field is missing (summer time is UTC+1)', () => {
    expect(entryTimeLabel({ date: '2026-07-01T13:30:00Z', time: '' })).toBe('14:30');
  });
});
