import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_JOIN_VIOLATION_FIELDS,
  anonymousJoinRequestSchema,
  settingsFormSchema,
  syndicateJoinFormSchema,
} from './profile.js';
import { firstErrors } from './test-helpers.js';

const joinForm = {
  firstname: 'Aoife',
  lastname: 'Byrne',
  email: 'aoife@example.ie',
  phone: '',
  dateOfBirth: '1985-04-12',
  address: '1 Main Street',
  address2: '',
  city: 'Kildare',
  countryCode: 'IE',
  postalCode: 'R51 X2Y3',
  terms: true,
};

describe('syndicateJoinFormSchema', () => {
  it('accepts a complete form', () => {
    expect(syndicateJoinFormSchema.parse(joinForm)).toEqual(joinForm);
  });

  it('reports each missing required field with the SPEC message', () => {
    const empty = {
      ...joinForm,
      firstname: '',
      lastname: ' ',
      email: '',
      address: '',
      city: '',
      countryCode: '',
      dateOfBirth: '',
    };
    expect(firstErrors(syndicateJoinFormSchema, { ...empty, terms: false })).toEqual({
      firstname: 'Please add a first name before submission',
      lastname: 'Please add a last name before submission',
      email: 'Please add an email address before submission',
      dateOfBirth: 'Please add a date of birth before submission',
      address: 'Please add an address before submission',
      city: 'Please add a city before submission',
      countryCode: 'Please add a country before submission',
      terms: 'Please accept the terms and conditions and the privacy policy',
    });
  });

  it('checks e-mail format, phone length, age and name length', () => {
    expect(
      firstErrors(syndicateJoinFormSchema, {
        ...joinForm,
        email: 'aoife@',
        phone: '0871234',
        dateOfBirth: '2020-01-01',
        firstname: 'x'.repeat(101),
      }),
    ).toEqual({
      email: 'Email incorrect format',
      phone: 'Phone number must be between 10 and 20 characters',
      dateOfBirth: 'You must be at least 18 years old',
      firstname: 'First name must be at most 100 characters',
    });
  });
});

describe('anonymousJoinRequestSchema', () => {
  it('turns the syndicate IRI into an id', () => {
    expect(
      anonymousJoinRequestSchema.parse({
        firstname: 'Sean',
        lastname: 'Kelly',
        email: 'sean@example.ie',
        phoneNumber: '+353871234567',
        syndicate: '/api/syndicates/4',
      }),
    ).toMatchObject({ syndicate: 4, phoneNumber: '+353871234567' });
  });

  it('requires the syndicate and maps phoneNumber violations to the phone field', () => {
    expect(
      firstErrors(anonymousJoinRequestSchema, {
        firstname: 'a',
        lastname: 'b',
        email: 'c@d.ie',
        syndicate: '',
      }),
    ).toEqual({ syndicate: 'Please add a syndicate before submission' });
    expect(ANONYMOUS_JOIN_VIOLATION_FIELDS.phoneNumber).toBe('phone');
  });
});

describe('settingsFormSchema', () => {
  const settings = {
    email: 'a@b.ie',
    phone: '',
    countryCode: '',
    firstname: 'A',
    lastname: 'B',
    dateOfBirth: '',
    address: '',
    address2: '',
    city: '',
    postalCode: '',
    contactByEmail: true,
    contactByPhone: false,
  };

  it('allows the optional fields to be empty', () => {
    expect(settingsFormSchema.parse(settings)).toEqual(settings);
  });

  it('still validates optional fields when given', () => {
    expect(
      firstErrors(settingsFormSchema, { ...settings, countryCode: 'XX', dateOfBirth: '1890-01-01' }),
    ).toEqual({
      countryCode: 'Please select a country from the list',
      dateOfBirth: 'Age must be at most 120 years',
    });
  });

  it('serves merge-patch bodies through partial()', () => {
    expect(settingsFormSchema.partial().parse({ contactByPhone: true })).toEqual({ contactByPhone: true });
    expect(settingsFormSchema.partial().safeParse({ contactByPhone: 'yes' }).success).toBe(false);
  });
});
