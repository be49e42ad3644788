import { describe, expect, it } from 'vitest';
import { coursesFor, distanceNear, raceName } from './racing.js';

describe('demo racing content', () => {
  it('never sends a winner to a maiden, nor a male horse to a mares or fillies race', () => {
    for (const discipline of ['flat', 'hurdles', 'chase', 'bumper'] as const) {
      for (let i = 0; i < 12; i += 1) {
        expect(raceName(discipline, i, i, { isWinner: true, female: false })).not.toMatch(
          /Maiden|Beginners|INH Flat|Mares|Fillies/,
        );
      }
    }
    const forMaidenMares = Array.from({ length: 6 }, (_, i) =>
      raceName('hurdles', i, i, { isWinner: false, female: true }),
    );
    expect(forMaidenMares.some((name) => name.endsWith(' Mares Novice Hurdle'))).toBe(true);
  });

  it('keeps flat horses off jumps-only tracks and jumpers off flat-only tracks', () => {
    expect(coursesFor('flat').map((c) => c.name)).not.toContain('Punchestown');
    expect(coursesFor('chase').map((c) => c.name)).not.toContain('Curragh');
    expect(coursesFor('hurdles').map((c) => c.name)).toContain('Punchestown');
  });

  it('moves distances around a trip within the discipline', () => {
    expect(distanceNear('2m 4f', 'hurdles', 1)).toBe('2m 5f');
    expect(distanceNear('1m', 'flat', -1)).toBe('7f');
    expect(distanceNear('5f', 'flat', -1)).toBe('5f');
  });
});
