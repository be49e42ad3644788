import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTACT_EMAIL_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_MAX_AGE,
  DATE_OF_BIRTH_MIN_AGE,
  FORM_ERROR_TEXT,
  FORM_ERROR_TITLE,
  HORSE_SEARCH_MIN_CHARS,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  POST_MESSAGES,
  ageOn,
  dateOfBirthField,
  emailField,
  incorrectFormatMessage,
  isValidOptionalPhone,
  optionalDateOfBirthField,
  optionalPhoneField,
  parseIsoDate,
  passwordField,
  passwordProblems,
  requiredMessage,
  requiredText,
} from './validation.js';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const now = () => new Date('2025-06-15T12:00:00Z');

describe('messages', () => {
  it('builds required messages with a/an', () => {
    expect(requiredMessage('first name')).toBe('Please add a first name before submission');
    expect(requiredMessage('email address')).toBe('Please add an email address before submission');
    expect(requiredMessage('address')).toBe('Please add an address before submission');
    expect(requiredMessage('update type')).toBe('Please add an update type before submission');
    expect(requiredMessage('Horse')).toBe('Please add a Horse before submission');
  });

  it('capitalises the format message', () => {
    expect(incorrectFormatMessage('email')).toBe('Email incorrect format');
  });

  it('has the SPEC form, contact and post strings', () => {
    expect(FORM_ERROR_TITLE).toBe('Form Requires Attention');
    expect(FORM_ERROR_TEXT).toBe('Please review the form fields and try again.');
    expect(CONTACT_EMAIL_REQUIRED_MESSAGE).toBe('Please add an email address before submission');
    expect(POST_MESSAGES.syndicateRequired).toBe('Please Select Syndicate');
    expect(POST_MESSAGES.horseRequired).toBe('Please Select Horse');
    expect(POST_MESSAGES.fileNameNotUnique).toBe('File name has to be unique');
    expect(POST_MESSAGES.filesTooLarge).toBe('Some files are too large');
    expect(POST_MESSAGES.incorrectFileFormat).toBe('Incorrect file format');
    expect(POST_MESSAGES.tooManyFiles(7)).toContain('7');
    expect(HORSE_SEARCH_MIN_CHARS).toBe(2);
  });
});

describe('text and e-mail rules', () => {
  it('requires text after trimming and bounds its length', () => {
    const schema = requiredText('city', 5);
    expect(messages(schema, '   ')).toEqual(['Please add a city before submission']);
    expect(messages(schema, undefined)).toEqual(['Please add a city before submission']);
    expect(messages(schema, 'Galway')).toEqual(['City must be at most 5 characters']);
    expect(schema.parse(' Cork ')).toBe('Cork');
  });

  it('reports a missing e-mail once, then the format', () => {
    expect(messages(emailField(), '')).toEqual(['Please add an email address before submission']);
    expect(messages(emailField(), 'not-an-email')).toEqual(['Email incorrect format']);
    expect(emailField().parse(' a.b@example.ie ')).toBe('a.b@example.ie');
    expect(messages(emailField(), `${'a'.repeat(250)}@x.ie`)).toContain(
      'Email address must be at most 254 characters',
    );
  });
});

describe('phone', () => {
  it('is optional but 10 to 20 characters when given', () => {
    expect([PHONE_MIN_LENGTH, PHONE_MAX_LENGTH]).toEqual([10, 20]);
    expect(isValidOptionalPhone('')).toBe(true);
    expect(isValidOptionalPhone('123456789')).toBe(false);
    expect(isValidOptionalPhone('1234567890')).toBe(true);
    expect(isValidOptionalPhone('1'.repeat(20))).toBe(true);
    expect(isValidOptionalPhone('1'.repeat(21))).toBe(false);
    expect(optionalPhoneField().safeParse(undefined).success).toBe(true);
    expect(messages(optionalPhoneField(), '12345')).toEqual([
      'Phone number must be between 10 and 20 characters',
    ]);
  });
});

describe('password', () => {
  it('needs 10 characters, upper, lower, digit and a special character', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('#?!@$%^&*-');
    expect(passwordProblems('Abcdefgh1#')).toEqual([]);
    expect(passwordProblems('Abcdefg1#')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems('abcdefgh1#')).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(passwordProblems('ABCDEFGH1#')).toEqual([PASSWORD_MESSAGES.lowercase]);
    expect(passwordProblems('Abcdefghi#')).toEqual([PASSWORD_MESSAGES.digit]);
    expect(passwordProblems('Abcdefghi1_')).toEqual([PASSWORD_MESSAGES.special]);
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 10 characters');
  });

  it('accepts each listed special character', () => {
    for (const char of '#?!@$%^&*-') expect(passwordProblems(`Abcdefgh1${char}`)).toEqual([]);
  });

  it('reports required before the rules', () => {
    expect(messages(passwordField(), '')).toEqual(['Please add a password before submission']);
    expect(messages(passwordField(), 'short')).toHaveLength(4);
  });
});

describe('date of birth', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('15/06/2000')).toBeNull();
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('2007-06-15', now())).toBe(18);
    expect(ageOn('2007-06-16', now())).toBe(17);
  });

  it('applies the default join-form bounds of 18 and 120', () => {
    expect([DATE_OF_BIRTH_MIN_AGE, DATE_OF_BIRTH_MAX_AGE]).toEqual([18, 120]);
    const schema = dateOfBirthField({ minAge: 18, maxAge: 120, now });
    expect(schema.safeParse('2007-06-15').success).toBe(true);
    expect(messages(schema, '2007-06-16')).toEqual(['You must be at least 18 years old']);
    expect(messages(schema, '1904-06-14')).toEqual(['Age must be at most 120 years']);
    expect(messages(schema, '2001-13-01')).toEqual(['Please add a valid date of birth']);
    expect(messages(schema, '2030-01-01')).toEqual(['Please add a valid date of birth']);
    expect(messages(schema, '')).toEqual(['Please add a date of birth before submission']);
  });

  it('allows an empty optional date of birth', () => {
    const schema = optionalDateOfBirthField({ minAge: 18, now });
    expect(schema.safeParse('').success).toBe(true);
    expect(messages(schema, '2020-01-01')).toEqual(['You must be at least 18 years old']);
  });
});
