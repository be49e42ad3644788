/**
 * SPEC §5 validation messages, field labels and limits, without zod: pages that only show or check a
 * message (the home page's newsletter field) import them without shipping a schema library (decision 017).
 * validation.ts re-exports everything here next to the zod field rules.
 */
/** Form-level error banner (SPEC §5). */
export const FORM_ERROR_TITLE = 'Form Requires Attention';
export const FORM_ERROR_TEXT = 'Please review the form fields and try again.';

/** Human names of fields, as used inside messages. */
export const FIELD_LABELS = {
  firstname: 'first name',
  lastname: 'last name',
  email: 'email address',
  phone: 'phone number',
  dateOfBirth: 'date of birth',
  address: 'address',
  address2: 'address line 2',
  city: 'city',
  countryCode: 'country',
  postalCode: 'postal code',
  name: 'name',
  reason: 'reason',
  comment: 'comment',
  password: 'password',
  currentPassword: 'current password',
  newPassword: 'new password',
  resetCode: 'code',
  updateType: 'update type',
  date: 'date',
  time: 'time',
  raceNumber: 'race number',
  racetrack: 'racetrack',
  raceName: 'race name',
  distance: 'distance',
  drawPosition: 'draw position',
  jockey: 'jockey',
  finishingPosition: 'finishing position',
  syndicate: 'syndicate',
  horse: 'horse',
} as const;

/** 'Please add a {field} before submission', with 'an' before a vowel (SPEC §5). */
export function requiredMessage(field: string): string {
  const article = /^[aeiou]/i.test(field.trim()) ? 'an' : 'a';
  return `Please add ${article} ${field} before submission`;
}

/** '{Field} incorrect format', capitalised as the e-mail rule's message is (SPEC §5). */
export function incorrectFormatMessage(field: string): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} incorrect format`;
}

/** '{Field} must be at most {max} characters' — the bound every free-text field carries. */
export function tooLongMessage(field: string, max: number): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} must be at most ${max} characters`;
}

/** Length bounds of text fields (kept here so the database columns can match). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 255;
export const COMMENT_MAX_LENGTH = 5000;
/** Longest chat message accepted (here, not beside the chat schemas, so the composer does not bring zod). */
export const MESSAGE_MAX_LENGTH = 5000;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 10;
/** Upper bound on passwords so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters a password must contain one of (SPEC §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';
/**
 * Age bounds for the join and settings forms. SPEC §5 leaves the values open: 18 because buying a share is a
 * contract only adults may sign, 120 to catch mistyped years.
 */
export const DATE_OF_BIRTH_MIN_AGE = 18;
export const DATE_OF_BIRTH_MAX_AGE = 120;
/** Characters the horse search needs before it queries (SPEC §5 leaves the value open; 2 keeps lists short). */
export const HORSE_SEARCH_MIN_CHARS = 2;

export const PHONE_LENGTH_MESSAGE = `Phone number must be between ${PHONE_MIN_LENGTH} and ${PHONE_MAX_LENGTH} characters`;
export const CONTACT_EMAIL_REQUIRED_MESSAGE = requiredMessage(FIELD_LABELS.email);
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions and the privacy policy';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one digit',
  special: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  sameAsCurrent: 'New password must be different from the current password',
} as const;

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please add a valid date of birth',
  tooYoung: (minAge: number) => `You must be at least ${minAge} years old`,
  tooOld: (maxAge: number) => `Age must be at most ${maxAge} years`,
} as const;

/** Post creation messages (SPEC §5), word for word where the SPEC gives them. */
export const POST_MESSAGES = {
  syndicateRequired: 'Please Select Syndicate',
  horseRequired: 'Please Select Horse',
  horseSearchTooShort: `Please type at least ${HORSE_SEARCH_MIN_CHARS} characters to search`,
  fileNameNotUnique: 'File name has to be unique',
  filesTooLarge: 'Some files are too large',
  incorrectFileFormat: 'Incorrect file format',
  tooManyFiles: (max: number) => `You can upload at most ${max} files`,
} as const;
