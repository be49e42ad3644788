// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { robotsTxt, seoRoutes, sitemapXml } from './seo.js';

const collection = (data: unknown[], page = 1, totalPages = 1) => ({
  data,
  meta: { page, itemsPerPage: 100, totalItems: data.length, totalPages },
});

/** A fake API: the token endpoint, and pages/syndicates/horses collections (horses on two pages). */
function fakeApi(options: { failCollections?: boolean } = {}) {
  const calls: { url: string; authorization: string | null }[] = [];
  let tokens = 0;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      url: `${url.pathname}${url.search}`,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    if (url.pathname === '/oauth/v2/token') {
      tokens += 1;
      expect(String(init?.body)).toBe('grant_type=client_credentials&client_id=stride-web');
      return Response.json({ access_token: `token-${tokens}`, expires_in: 900 });
    }
    if (options.failCollections) return Response.json({ code: 503, message: 'down' }, { status: 503 });
    if (url.pathname === '/api/pages')
      return Response.json(
        collection([
          { id: 1, slug: 'about-us', title: 'About', content: '', updatedAt: '2025-02-03T10:00:00.000Z' },
          {
            id: 2,
            slug: 'we-run-together',
            title: 'We run',
            content: '',
            updatedAt: '2025-01-05T10:00:00.000Z',
          },
          { id: 3, slug: 'home-hero', title: 'Block', content: '', updatedAt: '2025-01-05T10:00:00.000Z' },
        ]),
      );
    if (url.pathname === '/api/syndicates')
      return Response.json(
        collection([
          { id: 1, slug: 'emerald-racing' },
          { id: 2, slug: null },
        ]),
      );
    if (url.pathname === '/api/horses') {
      const page = Number(url.searchParams.get('page'));
      return Response.json(
        page === 1
          ? collection([{ id: 5, slug: 'galway-gale' }], 1, 2)
          : collection([{ id: 9, slug: 'a&b' }], 2, 2),
      );
    }
    return Response.json({ code: 404 }, { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, calls, tokenCount: () => tokens };
}

let app: FastifyInstance | undefined;
async function serve(fetchImpl: typeof fetch) {
  app = Fastify();
  await seoRoutes(app, { apiUrl: 'http://api.test', webOrigin: 'https://stride.example', fetch: fetchImpl });
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('robots.txt', () => {
  it('allows the public site, disallows member and staff paths and names the sitemap', async () => {
    const server = await serve(fakeApi().fetchImpl);
    const res = await server.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/updates/', '/messages/', '/settings/', '/write-a-post/', '/login/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /syndicates/');
    expect(lines).toContain('Sitemap: https://stride.example/sitemap.xml');
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists home, fixed pages, static pages, every public syndicate and horse, with an anonymous token', async () => {
    const api = fakeApi();
    const server = await serve(api.fetchImpl);
    const res = await server.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe('https://stride.example/');
    expect(locs).toContain('https://stride.example/faq/');
    expect(locs).toContain('https://stride.example/racing-club-and-syndicate-management/');
    expect(locs).toContain('https://stride.example/we-run-together/');
    expect(locs).toContain('https://stride.example/syndicates/emerald-racing/');
    expect(locs).toContain('https://stride.example/horses/5/galway-gale/');
    expect(locs).toContain('https://stride.example/horses/9/a%26b/');
    // Content blocks and slug-less syndicates are not pages; about-us is listed once, with its date.
    expect(locs.some((loc) => loc?.includes('home-hero'))).toBe(false);
    expect(locs.some((loc) => loc?.endsWith('/syndicates/2/'))).toBe(false);
    expect(locs.filter((loc) => loc === 'https://stride.example/about-us/')).toHaveLength(1);
    expect(res.body).toContain('<loc>https://stride.example/about-us/</loc><lastmod>2025-02-03</lastmod>');
    expect(
      api.calls.filter((c) => c.url.startsWith('/api/')).every((c) => c.authorization === 'Bearer token-1'),
    ).toBe(true);
  });

  it('serves the cached sitemap again without calling the API', async () => {
    const api = fakeApi();
    const server = await serve(api.fetchImpl);
    const first = await server.inject('/sitemap.xml');
    const before = api.calls.length;
    const second = await server.inject('/sitemap.xml');
    expect(second.body).toBe(first.body);
    expect(api.calls.length).toBe(before);
  });

  it('answers 503 when the API cannot be read and there is no earlier sitemap', async () => {
    const server = await serve(fakeApi({ failCollections: true }).fetchImpl);
    const res = await server.inject('/sitemap.xml');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://s.example', [{ path: "/x/?a=1&b='2'" }])).toContain(
      '<loc>https://s.example/x/?a=1&amp;b=&apos;2&apos;</loc>',
    );
  });
});
