/**
 * The JSON shapes the API answers with (presenters produce them, the web and admin consume them).
 * One definition per resource so that server and clients can never drift apart.
 */
import { z } from 'zod';
import { SETTING_TYPES, appSettingsSchema, postAssetSettingsSchema } from '../settings.js';

/** Paging block of every collection response (ARCHITECTURE "API conventions"). */
export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  itemsPerPage: z.number().int().min(1),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Wraps an item schema into the `{ data, meta }` collection envelope. */
export function collectionSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export interface Collection<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * An image served by the API: full size, a medium rendition for a phone's full-width hero and a small
 * one for lists, cards and logos (PUBLIC_IMAGE_WIDTHS, decision 048).
 */
export const imageSchema = z.object({ url: z.string(), mediumUrl: z.string(), smallUrl: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** Error body of every non-2xx answer; `violations` only on 422. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  violations: z.array(z.object({ propertyPath: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Minimal syndicate reference embedded in other resources. */
export const syndicateRefSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
});
export type SyndicateRef = z.infer<typeof syndicateRefSchema>;

/** Public syndicate (SPEC §3 Syndicate plus the detail page's facts, §2 "Content of screens"). */
export const syndicateSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  logo: imageSchema.nullable(),
  backgroundImage: imageSchema.nullable(),
  countryName: z.string(),
  countryCode: z.string(),
  stride: z.boolean(),
  themeColour: z.string(),
  themeFont: z.string(),
  showOnSite: z.boolean(),
  featured: z.boolean(),
  featuredOrder: z.number().int().nullable(),
  trainer: z.string(),
  numberOfHorses: z.number().int(),
  numberOfShares: z.number().int(),
  /** Price of one share in euro cents. */
  pricePerShare: z.number().int(),
  currency: z.literal('EUR'),
  paymentLink: z.string().nullable(),
  /** Age and sex of the syndicate's horse when it owns exactly one, else null. */
  age: z.number().int().nullable(),
  sex: z.string().nullable(),
});
export type Syndicate = z.infer<typeof syndicateSchema>;

/** One ancestor in a three-generation pedigree. */
export const pedigreeSchema = z.object({
  sire: z.string(),
  dam: z.string(),
  sireSire: z.string(),
  sireDam: z.string(),
  damSire: z.string(),
  damDam: z.string(),
  sireSireSire: z.string(),
  sireSireDam: z.string(),
  sireDamSire: z.string(),
  sireDamDam: z.string(),
  damSireSire: z.string(),
  damSireDam: z.string(),
  damDamSire: z.string(),
  damDamDam: z.string(),
});
export type Pedigree = z.infer<typeof pedigreeSchema>;

/** Public horse (SPEC §3 Horse plus the detail page's facts, §2 "Content of screens"). */
export const horseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  syndicate: syndicateRefSchema,
  featured: z.boolean(),
  featuredOrder: z.number().int().nullable(),
  image: imageSchema.nullable(),
  foalingDate: z.string().nullable(),
  age: z.number().int().nullable(),
  sex: z.string(),
  colour: z.string(),
  sire: z.string(),
  dam: z.string(),
  damSire: z.string(),
  pedigree: pedigreeSchema,
  trainer: z.string(),
  location: z.string(),
  /** Prize money won in euro cents. */
  prizeMoney: z.number().int(),
  wins: z.number().int(),
  runs: z.number().int(),
  seconds: z.number().int(),
  thirds: z.number().int(),
  pedigreeAnalysis: z.string(),
  trainerThoughts: z.string(),
});
export type Horse = z.infer<typeof horseSchema>;

/** A FAQ entry (SPEC §3 FAQ: place, published); `answer` is sanitised HTML. */
export const faqSchema = z.object({
  id: z.number().int(),
  place: z.string(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

/** A static page served by /{slug} (SPEC §3 static page); `content` is sanitised HTML. */
export const staticPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** ISO 8601 time of the last edit. */
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** One entry of the about-us videos list: an uploaded video (`videoUrl`) or an external link (`url`). */
export const aboutUsVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string().nullable(),
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  position: z.number().int(),
});
export type AboutUsVideo = z.infer<typeof aboutUsVideoSchema>;

/** `GET about-us`: the whole (bounded) list, no paging. */
export const aboutUsVideoListSchema = z.object({ data: z.array(aboutUsVideoSchema) });

/** A promo video (home page hero). */
export const promoVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** ISO 8601 creation time. */
  createdAt: z.string(),
});
export type PromoVideo = z.infer<typeof promoVideoSchema>;

/** SEO metadata of one route path (SPEC §3 metadata). */
export const routeMetadataSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  metaDescription: z.string().nullable(),
  openGraphTitle: z.string().nullable(),
  openGraphDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
});
export type RouteMetadata = z.infer<typeof routeMetadataSchema>;

/**
 * A setting as anyone may read it. Maintenance mode never carries the IP whitelist: only whether the
 * caller's own IP is on it (administrators read the list through the admin API).
 */
export const publicSettingSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(SETTING_TYPES.maintenanceMode),
    settings: z.object({ maintenanceMode: z.boolean(), ipWhitelisted: z.boolean() }),
  }),
  z.object({ type: z.literal(SETTING_TYPES.app), settings: appSettingsSchema }),
  z.object({ type: z.literal(SETTING_TYPES.postAsset), settings: postAssetSettingsSchema }),
]);
export type PublicSetting = z.infer<typeof publicSettingSchema>;

/** `GET settings`: one entry per requested type (at most one per type, so never paged). */
export const publicSettingListSchema = z.object({ data: z.array(publicSettingSchema) });

/** `GET countries-list` (SPEC §3 countries list: choices with value, preferredChoices). */
const countryChoiceSchema = z.object({ value: z.string(), label: z.string() });
export const countriesListSchema = z.object({
  choices: z.array(countryChoiceSchema),
  preferredChoices: z.array(countryChoiceSchema),
});
export type CountriesList = z.infer<typeof countriesListSchema>;

/** A choice of the contact form's reason select. */
export const contactReasonSchema = z.object({ id: z.number().int(), label: z.string() });
export type ContactReason = z.infer<typeof contactReasonSchema>;

/** `GET contact-us-reasons`: every active reason, no paging. */
export const contactReasonListSchema = z.object({ data: z.array(contactReasonSchema) });

/** One syndicate of the signed-in user (SPEC §3 User.syndicates). */
export const userSyndicateSchema = z.object({
  id: z.number().int(),
  /** False for "non-stride" syndicates (menus and guards of SPEC §2). */
  stride: z.boolean(),
  slug: z.string().nullable(),
  name: z.string(),
  themeColour: z.string(),
  themeFont: z.string(),
  backgroundImage: imageSchema.nullable(),
});
export type UserSyndicate = z.infer<typeof userSyndicateSchema>;

/** One horse of the user's syndicates (SPEC §3 Horse: id, name, syndicate with id, featured, featuredOrder). */
export const userHorseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  syndicate: z.object({ id: z.number().int() }),
  featured: z.boolean(),
  featuredOrder: z.number().int().nullable(),
});
export type UserHorse = z.infer<typeof userHorseSchema>;

/**
 * The signed-in user (SPEC §3 User): GET /oauth/v2/user-info and the answer of PATCH users/{id}.
 * `roles` are the stored roles (main role first), `allRoles` those plus the roles they imply; `jti` is
 * the id of the access token the request carried (the web sends it back on logout).
 */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  /** ISO date `YYYY-MM-DD`. */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  contactByEmail: z.boolean(),
  contactByPhone: z.boolean(),
  roles: z.array(z.string()),
  allRoles: z.array(z.string()),
  syndicates: z.array(userSyndicateSchema),
  horses: z.array(userHorseSchema),
  jti: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `GET get-user-roles`: the user's effective roles (SPEC §6: the client's role list comes from allRoles). */
export const userRolesSchema = z.object({ allRoles: z.array(z.string()) });
export type UserRoles = z.infer<typeof userRolesSchema>;

/** A reason offered on the delete-account page (`GET removed-users-reasons`). */
export const removedUserReasonSchema = z.object({ id: z.number().int(), label: z.string() });
export type RemovedUserReason = z.infer<typeof removedUserReasonSchema>;

/** `GET removed-users-reasons`: every reason, in display order, no paging. */
export const removedUserReasonListSchema = z.object({ data: z.array(removedUserReasonSchema) });
