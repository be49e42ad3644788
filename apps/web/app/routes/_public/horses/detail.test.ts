// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHorse } from '../../../test/factories';
import { stubApi, thrownBy } from '../../../components/pages/api-stub.test-utils';
import { loader } from './detail';
import type { Route } from './+types/detail';

function load(params: { id: string; horseName?: string }) {
  const path = `/horses/${params.id}/${params.horseName ? `${params.horseName}/` : ''}`;
  const request = new Request(`http://web.test${path}`);
  return loader({ params, request, context: {} } as unknown as Route.LoaderArgs);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('horse page loader', () => {
  const horse = buildHorse({
    id: 12,
    slug: 'galway-gale',
    name: 'Galway Gale',
    prizeMoney: 9_875_000,
    seconds: 2,
    thirds: 1,
  });

  it('renders the named path with every SPEC fact', async () => {
    stubApi({ '/api/horses/12': { body: horse }, '/api/metadata': { body: { data: [], meta: {} } } });
    const result = (await load({ id: '12', horseName: 'galway-gale' })) as Awaited<ReturnType<typeof loader>>;
    expect(result.horse.profile.map((f) => f.label)).toEqual([
      'Age',
      'Sire',
      'Dam',
      'Sex',
      'Trainer',
      'Location',
    ]);
    expect(result.horse.record).toEqual([
      { label: 'Prize money', value: '€98,750' },
      { label: 'Wins', value: '4' },
      { label: 'Runs', value: '12' },
      { label: '2nds', value: '2' },
      { label: '3rds', value: '1' },
    ]);
    expect(result.horse.pdfPath).toBe('/horses/12/pdf/');
    expect(result.seo.canonical).toBe('http://localhost:3000/horses/12/galway-gale/');
  });

  it('redirects the bare id and a wrong name to the canonical named path with 301', async () => {
    stubApi({ '/api/horses/12': { body: horse } });
    for (const params of [{ id: '12' }, { id: '12', horseName: 'old-name' }]) {
      const response = (await thrownBy(() => load(params))) as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/horses/12/galway-gale/');
    }
  });

  it('answers 404 for unknown, hidden and malformed ids', async () => {
    const { requests } = stubApi({});
    expect(await thrownBy(() => load({ id: '99' }))).toMatchObject({ init: { status: 404 } });
    expect(await thrownBy(() => load({ id: 'abc' }))).toMatchObject({ init: { status: 404 } });
    expect(requests.some((r) => r.url.includes('/api/horses/abc'))).toBe(false);
  });

  it('keeps the API status for other failures', async () => {
    stubApi({ '/api/horses/12': { status: 403, body: { code: 403, message: 'No access rights' } } });
    expect(await thrownBy(() => load({ id: '12', horseName: 'galway-gale' }))).toMatchObject({
      data: 'No access rights',
      init: { status: 403 },
    });
  });
});
