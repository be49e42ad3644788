// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionHarness } from '../test/auth-session';
import { authSessionContext, returnToContext } from '../lib/auth/context';
import { i18nGuard, normalisedLanguagePath } from './i18n';
import { GUARD_ORDER, guardsByName } from './index';
import { createMaintenanceGuard } from './maintenance';
import { refererGuard, returnPathFor } from './referer';

function args(path: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(authSessionContext, sessionHarness().session);
  const request = new Request(`https://stride.test${path}`, { headers });
  return { request, context, params: {}, url: new URL(request.url), pattern: path };
}
const next = async () => new Response();

async function thrownLocation(run: () => unknown): Promise<{ status: number; location: string | null } | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('guard order (SPEC §2)', () => {
  it('is maintenance, auth, referer, i18n', () => {
    expect(GUARD_ORDER).toEqual(['maintenance', 'auth', 'referer', 'i18n']);
  });

  it('gives 500 for an unknown middleware name (SPEC §8)', () => {
    expect(() => guardsByName(['auth', 'nope'])).toThrow(expect.objectContaining({ statusCode: 500, message: 'Unknown middleware: nope' }));
  });
});

describe('maintenance guard', () => {
  it('redirects where the check says, and lets the request through when the check answers null', async () => {
    const closed = createMaintenanceGuard(async () => '/maintenance/');
    expect(await thrownLocation(() => closed(args('/horses/'), next))).toEqual({ status: 302, location: '/maintenance/' });
    expect(await thrownLocation(() => closed(args('/maintenance/'), next))).toBeNull();
    expect(await thrownLocation(() => createMaintenanceGuard(async () => null)(args('/horses/'), next))).toBeNull();
  });
});

describe('referer guard', () => {
  it('prefers the redirect query, then a same-site Referer, for sign-ins only', () => {
    const withBoth = new Request('https://stride.test/login/?redirect=%2Fhorses%2F5%2F', {
      headers: { referer: 'https://stride.test/syndicates/' },
    });
    expect(returnPathFor(withBoth, 'https://stride.test')).toBe('/horses/5/');
    const refererOnly = new Request('https://stride.test/login/', { headers: { referer: 'https://stride.test/syndicates/' } });
    expect(returnPathFor(refererOnly, 'https://stride.test')).toBe('/syndicates/');
    const foreign = new Request('https://stride.test/login/', { headers: { referer: 'https://evil.test/x/' } });
    expect(returnPathFor(foreign, 'https://stride.test')).toBeNull();
  });

  it('stores the return path in the context of /login/ and /register/', async () => {
    const login = args('/register/', { referer: 'https://stride.test/horses/' });
    await refererGuard(login, next);
    expect(login.context.get(returnToContext)).toBe('/horses/');
    const other = args('/faq/', { referer: 'https://stride.test/horses/' });
    await refererGuard(other, next);
    expect(other.context.get(returnToContext)).toBeNull();
  });
});

describe('i18n guard (English only: it only normalises)', () => {
  it('sends /en/… to the unprefixed path for good, query kept', async () => {
    expect(normalisedLanguagePath(new URL('https://stride.test/en/faq/?q=1'))).toBe('/faq/?q=1');
    expect(normalisedLanguagePath(new URL('https://stride.test/en'))).toBe('/');
    expect(normalisedLanguagePath(new URL('https://stride.test/english-racing/'))).toBeNull();
    expect(await thrownLocation(() => i18nGuard(args('/en/horses/'), next))).toEqual({ status: 301, location: '/horses/' });
  });

  it('stores the language of the URL prefix in the 365-day lang cookie (SPEC §4, §9)', async () => {
    const thrown = await (async () => {
      try {
        await i18nGuard(args('/en/faq/', { 'accept-language': 'fr' }), next);
      } catch (error) {
        return error as Response;
      }
      return null;
    })();
    expect(thrown?.headers.get('set-cookie')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    // Unprefixed pages pass untouched: no Set-Cookie that would stop anonymous page caching.
    expect(await i18nGuard(args('/faq/'), next)).toBeUndefined();
  });
});
