import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  PREFERRED_COUNTRY_CODES,
  countriesList,
  countryName,
  isCountryCode,
} from './countries.js';

describe('countries', () => {
  it('holds all 249 ISO 3166-1 alpha-2 codes once', () => {
    const codes = COUNTRIES.map(([code]) => code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names countries in English', () => {
    expect(countryName('IE')).toBe('Ireland');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('FR')).toBe('France');
    expect(countryName('XX')).toBeNull();
    expect(isCountryCode('IE')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('ie')).toBe(false);
  });

  it('answers the countries-list shape with IE and GB preferred', () => {
    expect(PREFERRED_COUNTRY_CODES).toEqual(['IE', 'GB']);
    const list = countriesList();
    expect(list.preferredChoices).toEqual([
      { value: 'IE', label: 'Ireland' },
      { value: 'GB', label: 'United Kingdom' },
    ]);
    expect(list.choices).toHaveLength(249);
    expect(list.choices[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
  });
});
