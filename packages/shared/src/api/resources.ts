/**
 * The JSON shapes the API answers with (presenters produce them, the web and admin consume them).
 * One definition per resource so that server and clients can never drift apart.
 */
import { z } from 'zod';

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

/** An image served by the API: full size plus a small rendition for lists and cards. */
export const imageSchema = z.object({ url: z.string(), smallUrl: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** Error body of every non-2xx answer; `violations` only on 422. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  violations: z.array(z.object({ propertyPath: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Minimal syndicate reference embedded in other resources. */
export const syndicateRefSchema = z.object({ id: z.number().int(), slug: z.string().nullable(), name: z.string() });
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
