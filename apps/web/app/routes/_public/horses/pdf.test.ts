// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubAnswer, stubApi } from '../../../components/pages/api-stub.test-utils';
import { loader } from './pdf';
import type { Route } from './+types/pdf';

function load(id: string, headers: HeadersInit = {}) {
  const request = new Request(`http://web.test/horses/${id}/pdf/`, { headers });
  return loader({ params: { id }, request, context: {} } as unknown as Route.LoaderArgs);
}

const PDF = '%PDF-1.3\n%fake\n%%EOF';
const pdfAnswer = (request: Request): StubAnswer =>
  request.headers.get('if-none-match') === '"v1"'
    ? { status: 304, raw: null, headers: { etag: '"v1"' } }
    : {
        raw: PDF,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="galway-gale-pedigree.pdf"',
          etag: '"v1"',
          'set-cookie': 'leak=1',
        },
      };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pedigree PDF proxy', () => {
  it('streams the API PDF with its name and ETag, cacheable by the browser', async () => {
    stubApi({ '/api/horses/12/pdf': pdfAnswer });
    const response = await load('12');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PDF);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="galway-gale-pedigree.pdf"',
    );
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600, must-revalidate');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('passes If-None-Match through and answers 304 without a body', async () => {
    const { requests } = stubApi({ '/api/horses/12/pdf': pdfAnswer });
    const response = await load('12', { 'if-none-match': '"v1"' });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(requests[0]?.headers.get('if-none-match')).toBe('"v1"');
  });

  it('answers 404 for unknown horses and ids that cannot exist', async () => {
    const { requests } = stubApi({});
    expect((await load('99')).status).toBe(404);
    expect((await load('0')).status).toBe(404);
    expect((await load('x')).status).toBe(404);
    expect(requests).toHaveLength(1);
  });
});
