/**
 * The back office's write contract (/api/admin/*): one zod schema per resource body, shared by the admin
 * API (validation, 422 violations) and the react-admin console (field names and limits). Create schemas
 * list what a new object needs; patch schemas are the same fields, all optional (JSON merge patch).
 * Read shapes reuse the public resources where they exist (syndicates, horses) plus the admin-only ones
 * below.
 */
import { z } from 'zod';
import { isCountryCode } from '../countries.js';
import { PUBLICATION_STATUSES } from '../racing.js';
import { SERVER_ROLES, type ServerRole } from '../roles.js';
import { THEME_FONTS } from '../theme.js';

/** A theme colour as the back office stores it: exactly `#RRGGBB`. */
export const ADMIN_THEME_COLOUR = /^#[0-9A-Fa-f]{6}$/;
export const THEME_COLOUR_MESSAGE = 'Theme colour must be a colour written as #RRGGBB';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug may contain lower-case letters, digits and single hyphens only';
export const SLUG_TAKEN_MESSAGE = 'This slug is already used';
export const NEGATIVE_MESSAGE = (label: string) => `${label} must not be negative`;
export const ADMIN_TEXT_MAX = 255;
export const ADMIN_RICH_TEXT_MAX = 200_000;
/** Storage keys the console may point at: only public images/videos uploaded through /api/admin/uploads. */
export const UPLOAD_KEY_PATTERN = /^public\/admin\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;
export const UPLOAD_KEY_MESSAGE = 'Upload the file through the console first';

const text = (label: string, max = ADMIN_TEXT_MAX) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max = ADMIN_TEXT_MAX) =>
  text(label, max).min(1, `Please add a ${label.toLowerCase()}`);
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, NEGATIVE_MESSAGE(label))
    .max(2_147_483_647);
const order = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, NEGATIVE_MESSAGE('Order'))
  .max(100_000)
  .nullable();
const uploadKey = z.string().regex(UPLOAD_KEY_PATTERN, UPLOAD_KEY_MESSAGE).nullable();
const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, `${label} must be an http(s) URL`)
    .nullable();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be written as YYYY-MM-DD')
  .nullable();

/** Syndicate fields an administrator (or, for their own syndicates, a manager) may write. */
export const adminSyndicateCreateSchema = z.object({
  name: requiredText('Name', 200),
  slug: z.string().trim().max(100).regex(SLUG_PATTERN, SLUG_MESSAGE).nullable().optional(),
  description: text('Description', ADMIN_RICH_TEXT_MAX).optional(),
  logoKey: uploadKey.optional(),
  backgroundImageKey: uploadKey.optional(),
  countryCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, 'Please choose a country'),
  stride: z.boolean().optional(),
  themeColour: z.string().regex(ADMIN_THEME_COLOUR, THEME_COLOUR_MESSAGE).nullable().optional(),
  themeFont: z
    .enum(Object.keys(THEME_FONTS) as [keyof typeof THEME_FONTS], { error: 'Please choose a theme font' })
    .nullable()
    .optional(),
  showOnSite: z.boolean().optional(),
  featured: z.boolean().optional(),
  featuredOrder: order.optional(),
  trainer: text('Trainer').optional(),
  numberOfShares: count('Number of shares').optional(),
  /** Euro cents. */
  pricePerShare: count('Price per share').optional(),
  paymentLink: httpUrl('Payment link').optional(),
});
export const adminSyndicatePatchSchema = adminSyndicateCreateSchema.partial();
export type AdminSyndicateCreate = z.infer<typeof adminSyndicateCreateSchema>;
export type AdminSyndicatePatch = z.infer<typeof adminSyndicatePatchSchema>;

const pedigreeInput = z
  .object(
    Object.fromEntries(
      [
        'sire',
        'dam',
        'sireSire',
        'sireDam',
        'damSire',
        'damDam',
        'sireSireSire',
        'sireSireDam',
        'sireDamSire',
        'sireDamDam',
        'damSireSire',
        'damSireDam',
        'damDamSire',
        'damDamDam',
      ].map((k) => [k, text('Ancestor', 120).optional()]),
    ),
  )
  .nullable();

/** Horse fields of the back office (statistics, pedigree, featured order, analysis, trainer thoughts). */
export const adminHorseCreateSchema = z.object({
  syndicateId: z.number({ error: 'Please choose a syndicate' }).int().positive('Please choose a syndicate'),
  name: requiredText('Name', 120),
  slug: z.string().trim().max(120).regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
  featured: z.boolean().optional(),
  featuredOrder: order.optional(),
  foalingDate: isoDate.optional(),
  sex: text('Sex', 40).optional(),
  colour: text('Colour', 40).optional(),
  sire: text('Sire', 120).optional(),
  dam: text('Dam', 120).optional(),
  damSire: text('Dam sire', 120).optional(),
  pedigree: pedigreeInput.optional(),
  trainer: text('Trainer').optional(),
  location: text('Location').optional(),
  /** Euro cents. */
  prizeMoney: count('Prize money').optional(),
  wins: count('Wins').optional(),
  runs: count('Runs').optional(),
  seconds: count('Seconds').optional(),
  thirds: count('Thirds').optional(),
  pedigreeAnalysis: text('Pedigree analysis', 20_000).optional(),
  trainerThoughts: text('Trainer thoughts', 20_000).optional(),
  imageKey: uploadKey.optional(),
});
export const adminHorsePatchSchema = adminHorseCreateSchema.partial();
export type AdminHorseCreate = z.infer<typeof adminHorseCreateSchema>;
export type AdminHorsePatch = z.infer<typeof adminHorsePatchSchema>;

/** Roles an administrator may grant (never the anonymous role). */
export const ASSIGNABLE_ROLES = SERVER_ROLES.filter((r) => r !== 'ROLE_UNAUTH') as readonly ServerRole[];

/** What an administrator may change on an account: roles (main role first), names, phone, disabled. */
export const adminUserPatchSchema = z
  .object({
    firstname: requiredText('First name', 100),
    lastname: requiredText('Last name', 100),
    phone: text('Phone', 20).nullable(),
    roles: z
      .array(z.enum(ASSIGNABLE_ROLES as [ServerRole, ...ServerRole[]], { error: 'Unknown role' }))
      .min(1, 'Please add a role')
      .max(8),
    disabled: z.boolean(),
  })
  .partial();
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

export const MEMBERSHIP_ROLES = ['member', 'staff', 'manager'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** A user's place in a syndicate and the shares they hold. */
export const adminMembershipCreateSchema = z.object({
  userId: z.number({ error: 'Please choose a user' }).int().positive('Please choose a user'),
  syndicateId: z.number({ error: 'Please choose a syndicate' }).int().positive('Please choose a syndicate'),
  role: z.enum(MEMBERSHIP_ROLES, { error: 'Please choose a role' }).optional(),
  sharesHeld: count('Shares held').optional(),
});
export const adminMembershipPatchSchema = adminMembershipCreateSchema
  .pick({ role: true, sharesHeld: true })
  .partial();

/** Static page (SPEC §3): slug, title, sanitised content, published. */
export const adminPageCreateSchema = z.object({
  slug: z.string().trim().min(1, 'Please add a slug').max(100).regex(SLUG_PATTERN, SLUG_MESSAGE),
  title: requiredText('Title', 200),
  content: text('Content', ADMIN_RICH_TEXT_MAX).optional(),
  published: z.boolean().optional(),
});
export const adminPagePatchSchema = adminPageCreateSchema.partial();

/** Route metadata (SPEC §3): a site path like `/syndicates/` and its SEO texts. */
export const adminMetadataCreateSchema = z.object({
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?:[a-z0-9-]+\/)*$/, 'Path must start and end with / (e.g. /syndicates/)'),
  title: requiredText('Title', 200),
  metaDescription: text('Meta description', 500).nullable().optional(),
  openGraphTitle: text('Open Graph title', 200).nullable().optional(),
  openGraphDescription: text('Open Graph description', 500).nullable().optional(),
  metaKeywords: text('Meta keywords', 500).nullable().optional(),
});
export const adminMetadataPatchSchema = adminMetadataCreateSchema.partial();

/** FAQ entry (SPEC §3 FAQ: place, published) with its answer as sanitised rich text. */
export const adminFaqCreateSchema = z.object({
  place: requiredText('Place', 60),
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 20_000),
  published: z.boolean().optional(),
  position: count('Order').optional(),
});
export const adminFaqPatchSchema = adminFaqCreateSchema.partial();

/** Promo video of the home page hero. */
export const adminPromoVideoCreateSchema = z.object({
  title: requiredText('Title', 200),
  videoKey: z.string().regex(UPLOAD_KEY_PATTERN, UPLOAD_KEY_MESSAGE),
  posterKey: uploadKey.optional(),
  active: z.boolean().optional(),
});
export const adminPromoVideoPatchSchema = adminPromoVideoCreateSchema.partial();

/** About-us video: an uploaded file or an external URL. */
export const adminAboutUsVideoCreateSchema = z.object({
  title: requiredText('Title', 200),
  videoKey: uploadKey.optional(),
  url: httpUrl('URL').optional(),
  posterKey: uploadKey.optional(),
  position: count('Order').optional(),
});
export const adminAboutUsVideoPatchSchema = adminAboutUsVideoCreateSchema.partial();

/** Contact form reason. */
export const adminContactReasonCreateSchema = z.object({
  label: requiredText('Label', 120),
  position: count('Order').optional(),
  active: z.boolean().optional(),
});
export const adminContactReasonPatchSchema = adminContactReasonCreateSchema.partial();

/** Contact messages are only marked read or unread. */
export const adminContactMessagePatchSchema = z.object({ read: z.boolean() }).partial();

/**
 * A chat opened from the console (decision 024): a syndicate and who takes part — the group chat
 * (everyone in the syndicate, one per syndicate) or a private chat with at least two of its people.
 */
export const adminChatCreateSchema = z.object({
  syndicateId: z.number({ error: 'Please choose a syndicate' }).int().positive('Please choose a syndicate'),
  group: z.boolean().optional(),
  memberIds: z
    .array(z.number().int().positive())
    .max(100, 'A private chat has at most 100 people')
    .optional(),
});
export const CHAT_MEMBERS_REQUIRED_MESSAGE = 'Please choose at least two people of the syndicate';
export const GROUP_CHAT_EXISTS_MESSAGE = 'This syndicate already has a group chat';

/** Chats are suspended or re-opened from the console. */
export const adminChatPatchSchema = z.object({ enabled: z.boolean() }).partial();

/** Moderation: publish or take an update down (back to draft). */
export const adminPostPatchSchema = z.object({ publicationStatus: z.enum(PUBLICATION_STATUSES) }).partial();

/** One audit-log row as the console shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What POST /api/admin/uploads answers: the storage key to save and where it is served. */
export const adminUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;
