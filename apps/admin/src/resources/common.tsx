/** Small pieces every resource screen shares: choices, formatters and field validators. */
import { ADMIN_THEME_COLOUR, COUNTRIES, THEME_COLOUR_MESSAGE, THEME_FONTS } from '@stride/shared';
import { regex } from 'react-admin';

export const countryChoices = COUNTRIES.map(([id, name]) => ({ id, name }));
export const fontChoices = Object.keys(THEME_FONTS).map((id) => ({
  id,
  name: `${id} (${THEME_FONTS[id as keyof typeof THEME_FONTS]})`,
}));
export const membershipRoleChoices = [
  { id: 'member', name: 'Member' },
  { id: 'staff', name: 'Staff' },
  { id: 'manager', name: 'Manager' },
];
export const joinStatusChoices = [
  { id: 'pending', name: 'Pending' },
  { id: 'ACCEPTED', name: 'Accepted' },
  { id: 'REJECTED', name: 'Rejected' },
];

/** Client-side hint for theme colours (the API's 422 stays the rule). */
export const themeColourValidator = regex(ADMIN_THEME_COLOUR, THEME_COLOUR_MESSAGE);

/** Euro cents ⇄ euros for money inputs. */
export const centsToEuros = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : Number(value) / 100;
export const eurosToCents = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Math.round(Number(value) * 100);

/** € amount from cents for lists. */
export const formatEuros = (cents: number | null | undefined) =>
  cents === null || cents === undefined
    ? ''
    : new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
