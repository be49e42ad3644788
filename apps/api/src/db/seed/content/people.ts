/**
 * The demo's people: six documented logins (one per kind of user) and the syndicate members around them.
 * Everyone signs in with DEMO_PASSWORD. Names, addresses and phone numbers are invented.
 */
import type { SyndicateKey } from './syndicates.js';

/** The password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'Paddock#2026';

export type MembershipRole = 'member' | 'staff' | 'manager';

export interface PersonSeed {
  email: string;
  firstname: string;
  lastname: string;
  /** Main role first, then ROLE_USER (SPEC §6: the first role is the main role). */
  roles: string[];
  city: string;
  countryCode: 'IE' | 'GB';
  memberships: ReadonlyArray<{ syndicate: SyndicateKey; role: MembershipRole; shares: number }>;
}

/** The documented demo logins, by what they let you try. */
export const DEMO_LOGINS = {
  member: 'member@stride.test',
  club: 'club@stride.test',
  staff: 'staff@stride.test',
  manager: 'manager@stride.test',
  admin: 'admin@stride.test',
  user: 'user@stride.test',
} as const;

const member = (syndicate: SyndicateKey, shares = 1) => ({ syndicate, role: 'member' as const, shares });

export const PEOPLE: readonly PersonSeed[] = [
  // The six documented logins.
  {
    email: DEMO_LOGINS.member,
    firstname: 'Aoife',
    lastname: 'Brennan',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Naas',
    countryCode: 'IE',
    memberships: [member('liffey', 2), member('kildare')],
  },
  {
    email: DEMO_LOGINS.club,
    firstname: 'Seán',
    lastname: 'Gallagher',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Limerick',
    countryCode: 'IE',
    memberships: [member('shannonside')],
  },
  {
    email: DEMO_LOGINS.staff,
    firstname: 'Ciara',
    lastname: 'Dunne',
    roles: ['ROLE_STAFF', 'ROLE_USER'],
    city: 'Kildare',
    countryCode: 'IE',
    memberships: [
      { syndicate: 'liffey', role: 'staff', shares: 0 },
      { syndicate: 'kildare', role: 'staff', shares: 0 },
    ],
  },
  {
    email: DEMO_LOGINS.manager,
    firstname: 'Fergal',
    lastname: 'Whelan',
    roles: ['ROLE_MANAGER', 'ROLE_USER'],
    city: 'Dublin',
    countryCode: 'IE',
    memberships: (['liffey', 'kildare', 'tara', 'cotswold'] as const).map((s) => ({
      syndicate: s,
      role: 'manager' as const,
      shares: 0,
    })),
  },
  {
    email: DEMO_LOGINS.admin,
    firstname: 'Orla',
    lastname: 'Quigley',
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    city: 'Dublin',
    countryCode: 'IE',
    memberships: [],
  },
  {
    email: DEMO_LOGINS.user,
    firstname: 'Patrick',
    lastname: 'Hennessy',
    roles: ['ROLE_USER'],
    city: 'Galway',
    countryCode: 'IE',
    memberships: [],
  },
  // Stable staff and the clubs' own manager.
  {
    email: 'dara.costello@example.com',
    firstname: 'Dara',
    lastname: 'Costello',
    roles: ['ROLE_STAFF', 'ROLE_USER'],
    city: 'Navan',
    countryCode: 'IE',
    memberships: [
      { syndicate: 'tara', role: 'staff', shares: 0 },
      { syndicate: 'cotswold', role: 'staff', shares: 0 },
    ],
  },
  {
    email: 'maeve.tierney@example.com',
    firstname: 'Maeve',
    lastname: 'Tierney',
    roles: ['ROLE_MANAGER', 'ROLE_USER'],
    city: 'Thurles',
    countryCode: 'IE',
    memberships: [
      { syndicate: 'shannonside', role: 'manager', shares: 0 },
      { syndicate: 'wexford', role: 'manager', shares: 0 },
    ],
  },
  // Members.
  {
    email: 'niamh.oconnor@example.com',
    firstname: 'Niamh',
    lastname: "O'Connor",
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Cork',
    countryCode: 'IE',
    memberships: [member('liffey'), member('tara', 2)],
  },
  {
    email: 'eoin.fitzpatrick@example.com',
    firstname: 'Eoin',
    lastname: 'Fitzpatrick',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Kilkenny',
    countryCode: 'IE',
    memberships: [member('liffey'), member('kildare', 2)],
  },
  {
    email: 'grainne.mcevoy@example.com',
    firstname: 'Gráinne',
    lastname: 'McEvoy',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Drogheda',
    countryCode: 'IE',
    memberships: [member('tara')],
  },
  {
    email: 'declan.ryan@example.com',
    firstname: 'Declan',
    lastname: 'Ryan',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Clonmel',
    countryCode: 'IE',
    memberships: [member('kildare'), member('shannonside')],
  },
  {
    email: 'siobhan.walsh@example.com',
    firstname: 'Siobhán',
    lastname: 'Walsh',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Wexford',
    countryCode: 'IE',
    memberships: [member('wexford', 2)],
  },
  {
    email: 'padraig.nolan@example.com',
    firstname: 'Pádraig',
    lastname: 'Nolan',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Carlow',
    countryCode: 'IE',
    memberships: [member('liffey', 3)],
  },
  {
    email: 'tom.hartley@example.com',
    firstname: 'Tom',
    lastname: 'Hartley',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Cheltenham',
    countryCode: 'GB',
    memberships: [member('cotswold', 2)],
  },
  {
    email: 'emma.pryce@example.com',
    firstname: 'Emma',
    lastname: 'Pryce',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Oxford',
    countryCode: 'GB',
    memberships: [member('cotswold')],
  },
  {
    email: 'liam.doherty@example.com',
    firstname: 'Liam',
    lastname: 'Doherty',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Letterkenny',
    countryCode: 'IE',
    memberships: [member('tara'), member('cotswold')],
  },
  {
    email: 'roisin.kavanagh@example.com',
    firstname: 'Róisín',
    lastname: 'Kavanagh',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Bray',
    countryCode: 'IE',
    memberships: [member('kildare'), member('liffey')],
  },
  {
    email: 'brian.moloney@example.com',
    firstname: 'Brian',
    lastname: 'Moloney',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Nenagh',
    countryCode: 'IE',
    memberships: [member('shannonside', 2)],
  },
  {
    email: 'caoimhe.byrne@example.com',
    firstname: 'Caoimhe',
    lastname: 'Byrne',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Arklow',
    countryCode: 'IE',
    memberships: [member('wexford')],
  },
  {
    email: 'michael.lenihan@example.com',
    firstname: 'Michael',
    lastname: 'Lenihan',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Tralee',
    countryCode: 'IE',
    memberships: [member('tara'), member('liffey')],
  },
  {
    email: 'helen.murray@example.com',
    firstname: 'Helen',
    lastname: 'Murray',
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Athlone',
    countryCode: 'IE',
    memberships: [member('kildare'), member('wexford')],
  },
  {
    email: 'james.oneill@example.com',
    firstname: 'James',
    lastname: "O'Neill",
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    city: 'Belfast',
    countryCode: 'GB',
    memberships: [member('cotswold'), member('kildare')],
  },
];

/** Postal details by city, so addresses look local. */
export const POSTAL: Readonly<Record<string, { postalCode: string; street: string }>> = {
  Naas: { postalCode: 'W91 K2X8', street: 'Sallins Road' },
  Limerick: { postalCode: 'V94 T9PX', street: "O'Connell Street" },
  Kildare: { postalCode: 'R51 Y4C2', street: 'Dublin Road' },
  Dublin: { postalCode: 'D04 E5W7', street: 'Merrion Road' },
  Galway: { postalCode: 'H91 F2K7', street: 'Shop Street' },
  Navan: { postalCode: 'C15 N8H4', street: 'Trimgate Street' },
  Thurles: { postalCode: 'E41 D9P3', street: 'Liberty Square' },
  Cork: { postalCode: 'T12 R2W6', street: 'Douglas Road' },
  Kilkenny: { postalCode: 'R95 H6K1', street: 'Parliament Street' },
  Drogheda: { postalCode: 'A92 X7C4', street: 'West Street' },
  Clonmel: { postalCode: 'E91 V3F8', street: 'Gladstone Street' },
  Wexford: { postalCode: 'Y35 P6T2', street: 'Main Street' },
  Carlow: { postalCode: 'R93 E4N5', street: 'Tullow Street' },
  Cheltenham: { postalCode: 'GL50 1QB', street: 'Promenade' },
  Oxford: { postalCode: 'OX1 3BQ', street: 'Broad Street' },
  Letterkenny: { postalCode: 'F92 T1X3', street: 'Port Road' },
  Bray: { postalCode: 'A98 W6K9', street: 'Quinsboro Road' },
  Nenagh: { postalCode: 'E45 K7A2', street: 'Kenyon Street' },
  Arklow: { postalCode: 'Y14 H3R6', street: 'Main Street' },
  Tralee: { postalCode: 'V92 C8N4', street: 'Denny Street' },
  Athlone: { postalCode: 'N37 E2F1', street: 'Church Street' },
  Belfast: { postalCode: 'BT1 5GS', street: 'Donegall Place' },
};
