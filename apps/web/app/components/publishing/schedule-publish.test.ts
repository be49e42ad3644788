import { describe, expect, it } from 'vitest';
import { scheduleProblem } from './schedule-publish';

describe('publish later', () => {
  const now = new Date('2030-06-01T08:00:00.000Z'); // 09:00 in Dublin
  it('accepts a future Irish time and refuses past, missing or malformed ones', () => {
    expect(scheduleProblem({ date: '2030-06-01', time: '09:30' }, now)).toBeNull();
    expect(scheduleProblem({ date: '2030-06-01', time: '08:59' }, now)).toBe(
      'The publish time must be in the future',
    );
    expect(scheduleProblem({ date: '', time: '09:30' }, now)).toBe('Please choose a publish date');
    expect(scheduleProblem({ date: '2030-06-01', time: '' }, now)).toBe('Please choose a publish time');
  });
});
