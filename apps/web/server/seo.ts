/**
 * `/robots.txt` and `/sitemap.xml` for search engines, generated from the live API (every public
 * syndicate, horse and static page) and cached briefly in memory so crawlers never load the API.
 */
import {
  HOME_CONTENT_BLOCK_SLUGS,
  MARKETING_PAGE_SLUGS,
  RACING_CLUB_CONTENT_BLOCK_SLUGS,
  type Collection,
  type Horse,
  type StaticPage,
  type Syndicate,
} from '@stride/shared';
import type { FastifyInstance } from 'fastify';

export interface SeoOptions {
  /** API base URL as this server reaches it (API_URL). */
  apiUrl?: string;
  /** Public origin of the site, for absolute URLs (WEB_ORIGIN). */
  webOrigin?: string;
  /** OAuth client whose client-credentials token reads the public API (the web's public client). */
  clientId?: string;
  /** How long a generated file is served before it is rebuilt. */
  cacheSeconds?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** Crawlers may see these pages; SPEC §2 member, staff and sign-in paths are of no use to them. */
export const DISALLOWED_PATHS = [
  '/login/',
  '/register/',
  '/maintenance/',
  '/messages/',
  '/notifications/',
  '/settings/',
  '/updates/',
  '/write-a-post/',
  '/test-page/',
  '/admin/',
  '/log/',
  '/horses/*/pdf/',
] as const;

/** Fixed public pages (SPEC §2), beside the home page, with how often they change. */
const FIXED_PAGES: SitemapEntry[] = [
  { path: '/syndicates/', changefreq: 'daily', priority: 0.9 },
  { path: '/horses/', changefreq: 'daily', priority: 0.8 },
  ...MARKETING_PAGE_SLUGS.map((slug): SitemapEntry => ({
    path: `/${slug}/`,
    changefreq: 'monthly',
    priority: 0.7,
  })),
  { path: '/about-us/', changefreq: 'monthly', priority: 0.6 },
  { path: '/faq/', changefreq: 'monthly', priority: 0.6 },
  { path: '/contact-us/', changefreq: 'yearly', priority: 0.5 },
  { path: '/terms-and-conditions/', changefreq: 'yearly', priority: 0.3 },
  { path: '/privacy-policy/', changefreq: 'yearly', priority: 0.3 },
];

/** Content blocks are parts of other pages, never pages of their own. */
const BLOCK_SLUGS = new Set<string>([...HOME_CONTENT_BLOCK_SLUGS, ...RACING_CLUB_CONTENT_BLOCK_SLUGS]);
/** API page size while walking a collection, and a bound so a runaway API cannot hold the request. */
const PAGE_SIZE = 100;
const MAX_PAGES = 200;
const REQUEST_TIMEOUT_MS = 8000;

/** The text of robots.txt: everything public allowed, member and staff paths disallowed, the sitemap named. */
export function robotsTxt(webOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${webOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Renders sitemap entries as a sitemaps.org urlset with absolute URLs; duplicate paths are listed once. */
export function sitemapXml(webOrigin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const parts = [`<loc>${escapeXml(`${webOrigin}${entry.path}`)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Reads the public API as an anonymous visitor: a client-credentials token of the web's public client
 * (SPEC §4 anonymous strategy), reused until shortly before it expires.
 */
export function createPublicApiReader(apiUrl: string, clientId: string, fetchImpl: typeof fetch) {
  let token: { value: string; expiresAt: number } | null = null;
  let minting: Promise<string> | null = null;

  async function mint(): Promise<string> {
    const response = await fetchImpl(`${apiUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`client credentials refused (${response.status})`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('client credentials answer without access_token');
    // Renew a minute early so a token never expires between the check and the API call.
    const lifetimeMs = Math.max(0, (body.expires_in ?? 300) - 60) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs };
    return token.value;
  }

  /** The cached token, or one new token shared by every caller waiting for it. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    minting ??= mint().finally(() => {
      minting = null;
    });
    return minting;
  }

  async function get<T>(path: string): Promise<T> {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${await accessToken()}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401) token = null;
    if (!response.ok) throw new Error(`GET ${path} failed (${response.status})`);
    return (await response.json()) as T;
  }

  /** Every item of a paged collection, page by page (bounded). */
  async function all<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await get<Collection<T>>(`${path}${separator}page=${page}&itemsPerPage=${PAGE_SIZE}`);
      items.push(...result.data);
      if (page >= result.meta.totalPages) break;
    }
    return items;
  }

  return { get, all };
}

/** Sitemap entries of the whole public site from the API: home, fixed pages, static pages, syndicates, horses. */
export async function collectSitemapEntries(
  reader: ReturnType<typeof createPublicApiReader>,
): Promise<SitemapEntry[]> {
  const [pages, syndicates, horses] = await Promise.all([
    reader.all<StaticPage>('/api/pages'),
    reader.all<Syndicate>('/api/syndicates?showOnSite=true'),
    reader.all<Horse>('/api/horses'),
  ]);
  const lastmodBySlug = new Map(pages.map((page) => [page.slug, page.updatedAt.slice(0, 10)]));
  const fixed = FIXED_PAGES.map((entry) => {
    const lastmod = lastmodBySlug.get(entry.path.slice(1, -1));
    return lastmod ? { ...entry, lastmod } : entry;
  });
  return [
    { path: '/', changefreq: 'daily', priority: 1 },
    ...fixed,
    ...pages
      .filter((page) => !BLOCK_SLUGS.has(page.slug) && /^[a-z0-9][a-z0-9-]*$/.test(page.slug))
      .map((page): SitemapEntry => ({
        path: `/${page.slug}/`,
        lastmod: page.updatedAt.slice(0, 10),
        changefreq: 'monthly',
        priority: 0.5,
      })),
    ...syndicates
      .filter((syndicate) => syndicate.slug)
      .map((syndicate): SitemapEntry => ({
        path: `/syndicates/${encodeURIComponent(syndicate.slug!)}/`,
        changefreq: 'weekly',
        priority: 0.8,
      })),
    ...horses.map((horse): SitemapEntry => ({
      path: horse.slug ? `/horses/${horse.id}/${encodeURIComponent(horse.slug)}/` : `/horses/${horse.id}/`,
      changefreq: 'weekly',
      priority: 0.7,
    })),
  ];
}

/** Registers `/robots.txt` and `/sitemap.xml` on the web server. */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions = {}): Promise<void> {
  const apiUrl = (options.apiUrl ?? process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  const webOrigin = (options.webOrigin ?? process.env.WEB_ORIGIN ?? 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  const cacheSeconds = options.cacheSeconds ?? 300;
  const reader = createPublicApiReader(apiUrl, options.clientId ?? 'stride-web', options.fetch ?? fetch);
  const cacheControl = `public, max-age=${cacheSeconds}`;
  let sitemap: { xml: string; expiresAt: number } | null = null;
  let building: Promise<string> | null = null;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(webOrigin)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    if (!sitemap || sitemap.expiresAt <= Date.now()) {
      // One build at a time: concurrent crawler hits share it.
      building ??= collectSitemapEntries(reader)
        .then((entries) => sitemapXml(webOrigin, entries))
        .finally(() => {
          building = null;
        });
      try {
        const xml = await building;
        sitemap = { xml, expiresAt: Date.now() + cacheSeconds * 1000 };
      } catch (error) {
        request.log.error({ err: error }, 'sitemap build failed');
        // A stale sitemap beats none; without one, say so with a retryable status.
        if (!sitemap)
          return reply.code(503).header('retry-after', '60').type('text/plain').send('Sitemap unavailable');
      }
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemap.xml);
  });
}
