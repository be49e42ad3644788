import { describe, expect, it } from 'vitest';
import { COUNTRY_INVALID_MESSAGE, countryCodeField, optionalCountryCodeField, termsField } from './fields.js';
import { firstErrors } from './test-helpers.js';

describe('shared form fields', () => {
  it('requires a known country code', () => {
    expect(countryCodeField().parse('IE')).toBe('IE');
    expect(firstErrors(countryCodeField(), '')).toEqual({ '': 'Please add a country before submission' });
    expect(firstErrors(countryCodeField(), 'ZZ')).toEqual({ '': COUNTRY_INVALID_MESSAGE });
    expect(optionalCountryCodeField().safeParse('').success).toBe(true);
    expect(optionalCountryCodeField().safeParse('ZZ').success).toBe(false);
  });

  it('needs the terms ticked', () => {
    expect(termsField().parse(true)).toBe(true);
    expect(firstErrors(termsField(), false)).toEqual({
      '': 'Please accept the terms and conditions and the privacy policy',
    });
  });
});
