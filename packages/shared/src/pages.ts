/**
 * Static pages and content blocks of SPEC §2/§3: slugs served by `GET pages` and the /{slug} catch-all,
 * and which of them are marketing pages.
 */

/** Slugs of the static and marketing pages (SPEC §3). */
export const STATIC_PAGE_SLUGS = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'contact-us',
  'stride-horse-racing-syndicates',
  'buy-shares-in-racehorse',
  'fractional-ownership-in-racehorse-explained',
  'we-run-together',
  'subscribe',
  'promo-video',
] as const;

/** Content blocks of the home page, edited like static pages. */
export const HOME_CONTENT_BLOCK_SLUGS = ['home-hero', 'home-about', 'home-faq', 'home-subscribe'] as const;

/** Content blocks of the racing-club page. */
export const RACING_CLUB_CONTENT_BLOCK_SLUGS = [
  'racing-club-intro',
  'racing-club-services',
  'racing-club-management',
] as const;

/** Every slug `GET pages` may hold. */
export const CONTENT_SLUGS = [
  ...STATIC_PAGE_SLUGS,
  ...HOME_CONTENT_BLOCK_SLUGS,
  ...RACING_CLUB_CONTENT_BLOCK_SLUGS,
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** Marketing pages with their own route (SPEC §2). */
export const MARKETING_PAGE_SLUGS = [
  'stride-horse-racing-syndicates',
  'buy-shares-in-racehorse',
  'fractional-ownership-in-racehorse-explained',
  'racing-club-and-syndicate-management',
] as const;

/** True for a slug that is a known static page or content block. */
export function isContentSlug(slug: string): slug is ContentSlug {
  return (CONTENT_SLUGS as readonly string[]).includes(slug);
}

/** Path of a page slug, with the strict trailing slash. */
export function pagePath(slug: string): string {
  return `/${slug}/`;
}
