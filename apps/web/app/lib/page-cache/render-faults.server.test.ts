// @vitest-environment node
import { type MiddlewareFunction, RouterContextProvider, createRequestHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authSessionContext } from '../auth/context';
import type { ServerAuthSession } from '../auth/server-session.server';
import { siteStatusContext } from '../maintenance/maintenance-status';
import { createStubBuild } from '../../../server/__fixtures__/stub-build';
import { PAGE_REQUEST_HEADER } from '../../../server/page-request';
import { PAGE_CACHE_HEADER, createPageCache, createPageCacheMiddleware } from './page-cache.server';
import { type ScriptedAnswer, scriptedApi } from './scripted-api.testing';

/**
 * The page cache behind React Router's real request pipeline (middleware → loaders → document entry),
 * with a loader that reads the API through the real server-side client, as the home page's does: the
 * failure the client notes must reach the page cache's scope through React Router (decision 062).
 */
function product(answers: ScriptedAnswer[]) {
  const api = scriptedApi(answers);
  const loader = async () => ({ featured: await api.readFeatured() });
  const guards: MiddlewareFunction<Response> = ({ context }, next) => {
    context.set(siteStatusContext, {
      maintenance: { active: false, whitelisted: false },
      showAppLinks: false,
      contentVersion: 'v1',
    });
    context.set(authSessionContext, { baseAuth: false } as ServerAuthSession);
    return next();
  };
  const build = createStubBuild({
    routes: [
      { id: 'root', path: '', middleware: [guards, createPageCacheMiddleware(createPageCache())] },
      { id: 'home', parentId: 'root', index: true, loader },
    ],
    document: (_request, status, headers, context) => {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      const home = context.staticHandlerContext.loaderData.home as { featured: string } | undefined;
      return new Response(`<main>${home?.featured ?? ''}</main>`, { status, headers });
    },
  });
  const handle = createRequestHandler(build, 'production');
  return async (path: string) => {
    const response = await handle(
      new Request(`http://web.test${path}`, { headers: { [PAGE_REQUEST_HEADER]: '1' } }),
      new RouterContextProvider(),
    );
    return { cache: response.headers.get(PAGE_CACHE_HEADER), body: await response.text() };
  };
}

describe('a page rendered by React Router through a failing API', () => {
  it('is answered with its empty state and not kept; the next visitor gets the recovered page, then the cache', async () => {
    const visit = product([503]);
    expect(await visit('/')).toEqual({ cache: 'SKIP', body: '<main>We could not load the horses.</main>' });
    expect(await visit('/')).toEqual({ cache: 'MISS', body: '<main>Bog of Allen</main>' });
    expect(await visit('/')).toEqual({ cache: 'HIT', body: '<main>Bog of Allen</main>' });
  });

  it('is kept when the API answered (a 404 is an answer, not an outage)', async () => {
    const visit = product([404]);
    expect((await visit('/')).cache).toBe('MISS');
    expect(await visit('/')).toEqual({ cache: 'HIT', body: '<main>We could not load the horses.</main>' });
  });

  it('counts a network failure like a 5xx', async () => {
    const visit = product(['network']);
    expect((await visit('/')).cache).toBe('SKIP');
    expect((await visit('/')).cache).toBe('MISS');
  });
});
