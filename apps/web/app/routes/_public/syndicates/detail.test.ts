// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSessionContext } from '../../../lib/auth/context';
import { sessionHarness } from '../../../test/auth-session';
import { buildHorse, buildSyndicate } from '../../../test/factories';
import { stubApi, thrownBy } from '../../../components/pages/api-stub.test-utils';
import { loader } from './detail';
import type { Route } from './+types/detail';

function load(name: string) {
  const request = new Request(`http://web.test/syndicates/${name}/`);
  // A visitor: the page is read anonymously (members of the syndicate read it with their session).
  const context = new RouterContextProvider();
  context.set(authSessionContext, sessionHarness().session);
  return loader({ params: { name }, request, context } as unknown as Route.LoaderArgs);
}

const page = (data: unknown[]) => ({
  body: { data, meta: { page: 1, itemsPerPage: 10, totalItems: data.length, totalPages: 1 } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syndicate page loader', () => {
  it('loads the syndicate by slug with its horses and themed view', async () => {
    const syndicate = buildSyndicate({
      id: 7,
      slug: 'emerald',
      pricePerShare: 125_050,
      themeColour: '#1E40AF',
      paymentLink: 'https://pay.example/emerald',
    });
    const { requests } = stubApi({
      '/api/syndicates?slug=emerald&itemsPerPage=1': page([syndicate]),
      '/api/horses': page([buildHorse({ id: 3, slug: 'galway-gale', name: 'Galway Gale' })]),
      '/api/metadata': page([]),
    });
    const result = (await load('emerald')) as Awaited<ReturnType<typeof loader>>;
    expect(result.syndicate).toMatchObject({
      id: 7,
      pricePerShare: '€1,250.50',
      paymentLink: 'https://pay.example/emerald',
      theme: { colour: '#1E40AF', font: 'Arimo' },
    });
    expect(result.syndicate.facts).toContainEqual({ label: 'Price per share', value: '€1,250.50' });
    expect(result.horses.items.map((h) => h.href)).toEqual(['/horses/3/galway-gale/']);
    expect(result.seo.canonical).toBe('http://localhost:3000/syndicates/emerald/');
    expect(requests.some((r) => r.url.includes('/api/horses?syndicate.id=7'))).toBe(true);
  });

  it('answers 404 for an unknown slug', async () => {
    stubApi({ '/api/syndicates?slug=nope&itemsPerPage=1': page([]), '/api/metadata': page([]) });
    expect(await thrownBy(() => load('nope'))).toMatchObject({ init: { status: 404 } });
  });

  it('redirects a numeric path to the slug path with 301, or to the list without a slug', async () => {
    stubApi({
      '/api/syndicates/7': { body: buildSyndicate({ id: 7, slug: 'emerald' }) },
      '/api/syndicates/8': { body: buildSyndicate({ id: 8, slug: null }) },
    });
    const toSlug = (await thrownBy(() => load('7'))) as Response;
    expect(toSlug.status).toBe(301);
    expect(toSlug.headers.get('location')).toBe('/syndicates/emerald/');
    const toList = (await thrownBy(() => load('8'))) as Response;
    expect(toList.status).toBe(301);
    expect(toList.headers.get('location')).toBe('/syndicates/');
    const unknown = (await thrownBy(() => load('9'))) as Response;
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/syndicates/');
  });

  it('hides "Pay to join" for a missing or non-http payment link', async () => {
    const syndicate = buildSyndicate({ slug: 'emerald', paymentLink: 'javascript:alert(1)' });
    stubApi({
      '/api/syndicates?slug=emerald&itemsPerPage=1': page([syndicate]),
      '/api/horses': page([]),
      '/api/metadata': page([]),
    });
    const result = (await load('emerald')) as Awaited<ReturnType<typeof loader>>;
    expect(result.syndicate.paymentLink).toBeNull();
  });
});
