import { describe, expect, it } from 'vitest';
import { datePattern, formatLocaleDate, parseLocaleDate } from './locale-date';

describe('dates in the site locale (en-IE)', () => {
  it('writes and reads day/month/year, never mm/dd/yyyy', () => {
    expect(datePattern()).toBe('DD/MM/YYYY');
    expect(formatLocaleDate('1985-04-12')).toBe('12/04/1985');
    expect(parseLocaleDate('12/04/1985')).toBe('1985-04-12');
    expect(parseLocaleDate('1.2.1990')).toBe('1990-02-01');
    expect(parseLocaleDate('31/12/1999')).toBe('1999-12-31');
  });

  it('refuses what is not a calendar date in that order', () => {
    expect(parseLocaleDate('04/31/1985')).toBeNull();
    expect(parseLocaleDate('12/13/1985')).toBeNull();
    expect(parseLocaleDate('12/04/85')).toBeNull();
    expect(parseLocaleDate('soon')).toBeNull();
    expect(formatLocaleDate('')).toBe('');
  });

  it('follows another locale when asked (the mechanism is the locale, not a fixed format)', () => {
    expect(datePattern('en-US')).toBe('MM/DD/YYYY');
    expect(parseLocaleDate('04/12/1985', 'en-US')).toBe('1985-04-12');
  });
});
