/**
 * What the join dialog exchanges with its resource route (/forms/join-request/): the syndicate summary it
 * shows, the countries of the member form, and which body fields each request kind sends to the API.
 */
import type { CountriesList } from '@stride/shared';

/** Path of the dialog's loader (syndicate summary) and action (the request itself). */
export const JOIN_REQUEST_ROUTE = '/forms/join-request/';

/** SPEC §2: the dialog shows the syndicate's logo, name and country. */
export interface JoinSyndicateSummary {
  id: number;
  name: string;
  countryName: string;
  logoUrl: string | null;
}

/** The loader's answer: null syndicate when it does not exist or cannot be read. */
export interface JoinDialogData {
  syndicate: JoinSyndicateSummary | null;
  /** Country choices of the member form (signed-in users only). */
  countries: CountriesList | null;
}

/** Fields of the signed-in user's join form the API accepts (SPEC §3 syndicate join form, minus terms). */
export const MEMBER_JOIN_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'dateOfBirth',
  'address',
  'address2',
  'city',
  'countryCode',
  'postalCode',
] as const;

/** Fields of a visitor's quick request form. */
export const VISITOR_JOIN_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;

/** Keeps the listed string fields of a submitted body (nothing else reaches the API). */
export function pickStrings(
  body: Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}
