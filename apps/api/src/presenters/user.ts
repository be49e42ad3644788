/**
 * The only way a user row becomes JSON (user-info, PATCH users/{id}, later socket payloads): the SPEC §3
 * User fields, effective roles, syndicates with their theme, and the horses of those syndicates.
 */
import { DEFAULT_THEME_COLOUR, DEFAULT_THEME_FONT, type User as UserJson } from '@stride/shared';
import { imageUrls } from '../lib/urls.js';
import { allRolesOf } from '../policies/user.js';
import type { UserProfile } from '../services/users.js';

export interface UserPresenterContext {
  origin: string;
  /** Id of the access token the request carried (SPEC §3 "token id (jti)"). */
  jti: string | null;
}

/** Presents a user's profile. */
export function presentUser({ user, syndicates, horses }: UserProfile, ctx: UserPresenterContext): UserJson {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    firstname: user.firstname,
    lastname: user.lastname,
    dateOfBirth: user.dateOfBirth,
    address: user.address,
    address2: user.address2,
    city: user.city,
    postalCode: user.postalCode,
    countryCode: user.countryCode,
    contactByEmail: user.contactByEmail,
    contactByPhone: user.contactByPhone,
    roles: [...user.roles],
    allRoles: allRolesOf(user.roles),
    syndicates: syndicates.map((s) => ({
      id: s.id,
      stride: s.stride,
      slug: s.slug,
      name: s.name,
      themeColour: s.themeColour ?? DEFAULT_THEME_COLOUR,
      themeFont: s.themeFont ?? DEFAULT_THEME_FONT,
      backgroundImage: imageUrls(ctx.origin, s.backgroundImageKey),
    })),
    horses: horses.map((h) => ({
      id: h.id,
      name: h.name,
      slug: h.slug,
      syndicate: { id: h.syndicateId },
      featured: h.featured,
      featuredOrder: h.featuredOrder,
    })),
    jti: ctx.jti,
  };
}
