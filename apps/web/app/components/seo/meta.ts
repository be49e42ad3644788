import type { RouteMetadata } from '@stride/shared';
import type { MetaDescriptor } from 'react-router';

/** Appended to fallback titles; titles from the metadata API are used exactly as written. */
export const SITE_NAME = 'Stride';

/** What `seoMeta` reads of a metadata API entry: its id and path stay on the server. */
export type SeoMetadata = Pick<
  RouteMetadata,
  'title' | 'metaDescription' | 'metaKeywords' | 'openGraphTitle' | 'openGraphDescription'
>;

/**
 * What a page loader hands to its `meta` function: the canonical URL and the metadata API's entry, if
 * any — only the fields the tags use, since loader data is sent again as the page's hydration data.
 */
export interface SeoData {
  /** Absolute, with the strict trailing slash (SPEC §2). */
  canonical: string;
  metadata: SeoMetadata | null;
}

/** What a page says about itself when the metadata API has nothing for its path. */
export interface SeoFallback {
  /** Page or object name, without the site name (a syndicate's or a horse's name). */
  title: string;
  description?: string | null;
  /** Absolute image URL for Open Graph (a horse photo, a syndicate banner). */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
}

/** Longest description search engines show; longer fallbacks are cut at a word boundary. */
const DESCRIPTION_MAX = 160;

/** Plain text of an HTML fragment, whitespace collapsed: syndicate descriptions become meta descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts a description to what search results show, at a word boundary, with an ellipsis. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The `<head>` of a public page: title, description, keywords, Open Graph and Twitter cards, and the
 * canonical link. The metadata API's values win (SPEC §3 metadata); the page's own facts fill the gaps.
 */
export function seoMeta(seo: SeoData | undefined, fallback: SeoFallback): MetaDescriptor[] {
  const metadata = seo?.metadata ?? null;
  const title = metadata?.title || `${fallback.title} | ${SITE_NAME}`;
  const description =
    metadata?.metaDescription || (fallback.description ? summarise(fallback.description) : null);
  const ogTitle = metadata?.openGraphTitle || metadata?.title || fallback.title;
  const ogDescription = metadata?.openGraphDescription || description;
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (metadata?.metaKeywords) tags.push({ name: 'keywords', content: metadata.metaKeywords });
  tags.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: fallback.type ?? 'website' },
    { property: 'og:title', content: ogTitle },
  );
  if (ogDescription) tags.push({ property: 'og:description', content: ogDescription });
  if (fallback.image) tags.push({ property: 'og:image', content: fallback.image });
  tags.push({ name: 'twitter:card', content: fallback.image ? 'summary_large_image' : 'summary' });
  if (seo?.canonical) {
    tags.push({ property: 'og:url', content: seo.canonical });
    tags.push({ tagName: 'link', rel: 'canonical', href: seo.canonical });
  }
  return tags;
}

/**
 * The canonical form of a path on this site: one leading slash, a trailing slash, no query or hash
 * unless the page keeps one (`?page=2` of a list is its own page).
 */
export function canonicalPath(
  pathname: string,
  query?: Record<string, string | number | null | undefined>,
): string {
  const path = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const withSlash = path === '/' ? '/' : `${path}/`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${withSlash}?${search}` : withSlash;
}
