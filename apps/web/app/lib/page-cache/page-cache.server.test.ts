// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authSessionContext } from '../auth/context';
import type { ServerAuthSession } from '../auth/server-session.server';
import { type SiteStatus, siteStatusContext } from '../maintenance/maintenance-status';
import {
  createFastPageLookup,
  createPageCache,
  createPageCacheMiddleware,
  isAnonymousRequest,
} from './page-cache.server';
import { scriptedApi } from './scripted-api.testing';

const OPEN: SiteStatus = {
  maintenance: { active: false, whitelisted: false },
  showAppLinks: false,
  contentVersion: 'v1',
};

function setup(ttlMs = 30_000) {
  let now = 0;
  const cache = createPageCache({ ttlMs, now: () => now });
  const middleware = createPageCacheMiddleware(cache);
  let renders = 0;
  let nextResponse: () => Response | Promise<Response> = () =>
    new Response(`<html>page ${renders}</html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  const run = async (url: string, init: RequestInit = {}, status: SiteStatus = OPEN, dataRequest = false) => {
    const context = new RouterContextProvider();
    context.set(siteStatusContext, status);
    context.set(authSessionContext, { baseAuth: false } as ServerAuthSession);
    // The web server marks page loads (server/page-request.ts); React Router's data requests are not.
    const headers = new Headers(init.headers);
    if ((init.method ?? 'GET') === 'GET' && !url.includes('.data') && !dataRequest)
      headers.set('x-stride-page-request', '1');
    const request = new Request(`http://web.test${url}`, { ...init, headers });
    const response = await middleware(
      { request, context, params: {}, unstable_pattern: '' } as unknown as Parameters<typeof middleware>[0],
      async () => {
        renders += 1;
        return nextResponse();
      },
    );
    return response as Response;
  };
  return {
    run,
    cache,
    renders: () => renders,
    advance: (ms: number) => (now += ms),
    respondWith: (make: () => Response | Promise<Response>) => (nextResponse = make),
  };
}

describe('anonymous page cache', () => {
  it("renders a visitor's page once, then serves the same HTML with the same ETag", async () => {
    const { run, renders } = setup();
    const first = await run('/horses/');
    expect(first.headers.get('X-Page-Cache')).toBe('MISS');
    const body = await first.text();
    const second = await run('/horses/');
    expect(second.headers.get('X-Page-Cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(renders()).toBe(1);
  });

  it('answers a page over 1,000,000 bytes without keeping it', async () => {
    const { run, renders, respondWith } = setup();
    const body = `<html>${'x'.repeat(1_000_001)}</html>`;
    respondWith(() => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    const first = await run('/huge/');
    expect(first.headers.get('X-Page-Cache')).toBe('MISS');
    expect(await first.text()).toBe(body);
    expect((await run('/huge/')).headers.get('X-Page-Cache')).toBe('MISS');
    expect(renders()).toBe(2);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const { run } = setup();
    const first = await run('/');
    const etag = first.headers.get('ETag')!;
    const again = await run('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await run('/', { headers: { 'if-none-match': '"nope"' } });
    expect(other.status).toBe(200);
  });

  it('never serves or stores pages for a request with auth cookies', async () => {
    const { run, renders } = setup();
    await run('/syndicates/');
    const signedIn = await run('/syndicates/', {
      headers: { cookie: 'auth.access_token=abc; auth.strategy=authorization_code' },
    });
    expect(signedIn.headers.get('X-Page-Cache')).toBeNull();
    expect(renders()).toBe(2);
    expect(isAnonymousRequest(new Request('http://x/', { headers: { cookie: 'auth.pkce=1' } }))).toBe(false);
    expect(isAnonymousRequest(new Request('http://x/', { headers: { cookie: 'consent=1' } }))).toBe(true);
  });

  it('steps aside while maintenance mode is on (redirected or whitelisted visitors render every time)', async () => {
    const { run, renders } = setup();
    await run('/');
    const maintenance: SiteStatus = { ...OPEN, maintenance: { active: true, whitelisted: true } };
    const during = await run('/', {}, maintenance);
    expect(during.headers.get('X-Page-Cache')).toBeNull();
    expect(renders()).toBe(2);
  });

  it('drops pages when the API content version changes, and after the TTL', async () => {
    const { run, renders, advance } = setup(30_000);
    await run('/faq/');
    await run('/faq/', {}, { ...OPEN, contentVersion: 'v2' });
    expect(renders()).toBe(2);
    await run('/faq/', {}, { ...OPEN, contentVersion: 'v2' });
    expect(renders()).toBe(2);
    advance(30_001);
    await run('/faq/', {}, { ...OPEN, contentVersion: 'v2' });
    expect(renders()).toBe(3);
  });

  it('keeps only 200 HTML without cookies or a private Cache-Control, and never data requests or POSTs', async () => {
    const { run, renders, respondWith } = setup();
    respondWith(() => new Response('nope', { status: 404, headers: { 'content-type': 'text/html' } }));
    await run('/missing/');
    await run('/missing/');
    expect(renders()).toBe(2);
    respondWith(
      () => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
    );
    await run('/cookie/');
    await run('/cookie/');
    expect(renders()).toBe(4);
    respondWith(
      () =>
        new Response('<p>x</p>', {
          headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
        }),
    );
    await run('/private/');
    await run('/private/');
    expect(renders()).toBe(6);
    respondWith(() => new Response('{}', { headers: { 'content-type': 'text/html' } }));
    await run('/horses.data');
    await run('/horses.data');
    await run('/contact-us/', { method: 'POST', body: 'x' });
    await run('/contact-us/', { method: 'POST', body: 'x' });
    expect(renders()).toBe(10);
  });

  it('never answers React Router data requests, which reach middleware with the page URL', async () => {
    const { run, renders } = setup();
    await run('/');
    const data = await run('/', {}, OPEN, true);
    expect(data.headers.get('X-Page-Cache')).toBeNull();
    expect(renders()).toBe(2);
  });

  it('keys pages by path and query', async () => {
    const { run, renders } = setup();
    await run('/horses/?page=1');
    await run('/horses/?page=2');
    await run('/horses/?page=1');
    expect(renders()).toBe(2);
  });

  it('stays bounded, forgetting the least recently used page', () => {
    const cache = createPageCache({ maxEntries: 2 });
    const page = { status: 200, headers: [] as [string, string][], body: 'x', etag: '"x"' };
    void cache.set('a', page);
    void cache.set('b', page);
    cache.get('a');
    void cache.set('c', page);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('attaches each stored page compressed once with Brotli, for the fast path to send (decision 046)', async () => {
    const cache = createPageCache();
    const body = `<main>${'<li>Bog of Allen · €2,400</li>'.repeat(50)}</main>`;
    const stored = cache.set('/horses/', { status: 200, headers: [], body, etag: '"h"' });
    expect(cache.get('/horses/')?.brotli).toBeUndefined();
    await stored;
    const brotli = cache.get('/horses/')?.brotli;
    expect(brotli && brotliDecompressSync(brotli).toString()).toBe(body);
    expect(brotli!.length).toBeLessThan(Buffer.byteLength(body) / 4);
  });
});

/** The scripted API, and a page rendering its featured read as the home page does. */
function fakeApi() {
  const api = scriptedApi();
  const render = async () =>
    new Response(`<html>${await api.readFeatured()}</html>`, { headers: { 'content-type': 'text/html' } });
  return { answers: api.answers, render };
}

describe('pages rendered through a failing API (decision 062)', () => {
  it('answers them but keeps none, so the empty state ends with the outage', async () => {
    for (const failure of [503, 500, 429, 'network'] as const) {
      const { run, respondWith } = setup();
      const api = fakeApi();
      respondWith(api.render);
      api.answers.push(failure);
      const during = await run('/');
      expect(during.status).toBe(200);
      expect(await during.text()).toContain('could not load');
      expect(during.headers.get('X-Page-Cache')).toBe('SKIP');
      const after = await run('/');
      expect(after.headers.get('X-Page-Cache')).toBe('MISS');
      expect(await after.text()).toContain('Bog of Allen');
      expect((await run('/')).headers.get('X-Page-Cache')).toBe('HIT');
    }
  });

  it('keeps a page whose call was answered with a 404: that is the answer, not an outage', async () => {
    const { run, respondWith, renders } = setup();
    const api = fakeApi();
    respondWith(api.render);
    api.answers.push(404);
    expect((await run('/')).headers.get('X-Page-Cache')).toBe('MISS');
    expect(await (await run('/')).text()).toContain('could not load');
    expect(renders()).toBe(1);
  });

  it('marks only the render that met the failure, not one running beside it', async () => {
    const { run, respondWith } = setup();
    const api = fakeApi();
    respondWith(api.render);
    api.answers.push(503, 200);
    const [failed, fine] = await Promise.all([run('/'), run('/horses/')]);
    expect(failed.headers.get('X-Page-Cache')).toBe('SKIP');
    expect(fine.headers.get('X-Page-Cache')).toBe('MISS');
  });
});

describe('visitors asking while a page renders', () => {
  it('share that one render', async () => {
    const { run, renders, respondWith } = setup();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    respondWith(async () => {
      await gate;
      return new Response('<html>once</html>', { headers: { 'content-type': 'text/html' } });
    });
    const answers = Promise.all([run('/'), run('/'), run('/')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const [first, ...others] = await answers;
    expect(renders()).toBe(1);
    expect(first!.headers.get('X-Page-Cache')).toBe('MISS');
    for (const other of others) {
      expect(other.headers.get('X-Page-Cache')).toBe('HIT');
      expect(await other.text()).toBe('<html>once</html>');
    }
  });

  it('render for themselves when that render was not kept', async () => {
    const { run, renders, respondWith } = setup();
    const api = fakeApi();
    api.answers.push(503);
    respondWith(api.render);
    const [first, second] = await Promise.all([run('/'), run('/')]);
    expect(renders()).toBe(2);
    expect(first!.headers.get('X-Page-Cache')).toBe('SKIP');
    expect(second!.headers.get('X-Page-Cache')).toBe('MISS');
    expect(await second!.text()).toContain('Bog of Allen');
  });
});

describe('fast path in front of React Router', () => {
  it("answers a visitor's GET from what the middleware stored, only while the shared open status is fresh", async () => {
    const { run, cache } = setup();
    await run('/horses/?page=2');
    let shared: SiteStatus | null = OPEN;
    const lookup = createFastPageLookup(cache, () => shared);
    const visitor = { method: 'GET', url: '/horses/?page=2', cookie: undefined, baseAuth: false };
    expect(lookup(visitor)?.body).toBe('<html>page 1</html>');
    expect(lookup({ ...visitor, url: '/horses/' })).toBeNull();
    expect(lookup({ ...visitor, cookie: 'auth.refresh_token=r' })).toBeNull();
    expect(lookup({ ...visitor, method: 'POST' })).toBeNull();
    expect(lookup({ ...visitor, baseAuth: true })).toBeNull();
    shared = { ...OPEN, contentVersion: 'v2' };
    expect(lookup(visitor)).toBeNull();
    shared = null;
    expect(lookup(visitor)).toBeNull();
    shared = { ...OPEN, maintenance: { active: true, whitelisted: true } };
    expect(lookup(visitor)).toBeNull();
  });
});
