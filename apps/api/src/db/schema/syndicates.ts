/** The syndicate aggregate: syndicates, who belongs to them, and requests to join. */
import { boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.js';
import { joinRequestKind, joinRequestStatus, membershipRole } from './enums.js';
import { users } from './users.js';

export const syndicates = pgTable(
  'syndicates',
  {
    id: idColumn(),
    /** URL segment of /syndicates/{name}; null until one is chosen (numeric paths then go to the list). */
    slug: text('slug').unique('syndicates_slug_unique'),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    logoKey: text('logo_key'),
    backgroundImageKey: text('background_image_key'),
    countryCode: text('country_code').notNull(),
    /** False for "non-stride" syndicates (SPEC §2 menus and guards). */
    stride: boolean('stride').notNull().default(true),
    /** Null means the default theme colour from @stride/shared. */
    themeColour: text('theme_colour'),
    /** Null means the default font from @stride/shared. */
    themeFont: text('theme_font'),
    showOnSite: boolean('show_on_site').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    featuredOrder: integer('featured_order'),
    trainer: text('trainer').notNull().default(''),
    numberOfShares: integer('number_of_shares').notNull().default(0),
    pricePerShareCents: integer('price_per_share_cents').notNull().default(0),
    paymentLink: text('payment_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('syndicates_show_on_site_name_idx').on(t.showOnSite, t.name),
    index('syndicates_featured_idx').on(t.featured, t.featuredOrder),
  ],
);

/** A user belonging to a syndicate, with their role in it and the shares they hold. */
export const memberships = pgTable(
  'memberships',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    role: membershipRole('role').notNull().default('member'),
    sharesHeld: integer('shares_held').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('memberships_user_syndicate_unique').on(t.userId, t.syndicateId),
    index('memberships_syndicate_idx').on(t.syndicateId),
  ],
);

/** A request for syndicate information / to join, from a signed-in user or an anonymous visitor. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: idColumn(),
    kind: joinRequestKind('kind').notNull(),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    /** Null for anonymous requests. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    status: joinRequestStatus('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('join_requests_syndicate_status_idx').on(t.syndicateId, t.status, t.createdAt),
    index('join_requests_user_idx').on(t.userId),
  ],
);

export type Syndicate = typeof syndicates.$inferSelect;
export type NewSyndicate = typeof syndicates.$inferInsert;
export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
export type JoinRequest = typeof joinRequests.$inferSelect;
export type NewJoinRequest = typeof joinRequests.$inferInsert;
