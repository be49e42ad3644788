// @vitest-environment node
import { NETWORK_ERROR_MESSAGE } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import type { RequestAuth } from './request';
import { ApiRequestError, apiGet, apiSend, reportReadFailure } from './client.server';

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond(String(input), init);
  }) as typeof fetch;
  return { fetchStub, calls };
}

const anonymous: RequestAuth = { authorize: async () => 'anon.jwt.token', invalidate: async () => true };
const noWait = { sleep: async () => undefined };

describe('apiGet', () => {
  it('GETs JSON from the base URL with a JSON accept header and the bearer token', async () => {
    const { fetchStub, calls } = stubFetch(() => Response.json({ data: [{ id: 1 }] }));
    const result = await apiGet<{ data: { id: number }[] }>('/api/horses?featured=true', {
      baseUrl: 'http://api.test',
      fetch: fetchStub,
      auth: anonymous,
      headers: { 'X-Extra': 'yes' },
    });
    expect(result.data[0]?.id).toBe(1);
    expect(calls[0]?.url).toBe('http://api.test/api/horses?featured=true');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer anon.jwt.token');
    expect(headers.get('x-extra')).toBe('yes');
  });

  it("normalises an API error body to the server's status and message", async () => {
    const { fetchStub } = stubFetch(() => Response.json({ code: 403, message: 'Access denied.' }, { status: 403 }));
    const error = await apiGet('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, auth: anonymous }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, message: 'Access denied.' });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    const { fetchStub } = stubFetch(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(
      apiGet('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, auth: anonymous, retry: noWait }),
    ).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into a 500 with the network message', async () => {
    const { fetchStub } = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      apiGet('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, auth: anonymous, retry: noWait }),
    ).rejects.toMatchObject({ status: 500, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('apiSend', () => {
  it('sends PATCH as a JSON merge patch', async () => {
    const { fetchStub, calls } = stubFetch(() => Response.json({ id: 3 }));
    await apiSend('PATCH', '/api/users/3', { city: 'Naas' }, { baseUrl: 'http://api.test', fetch: fetchStub, auth: anonymous });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(headers.get('content-type')).toBe('application/merge-patch+json');
    expect(calls[0]?.init.body).toBe('{"city":"Naas"}');
  });
});

describe('reportReadFailure', () => {
  it("logs a failed read with its status, but not one cut short because the visitor's request ended", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failing = stubFetch(() => new Response('down', { status: 503 })).fetchStub;
      const cause = await apiGet('/api/horses', {
        baseUrl: 'http://api.test',
        auth: null,
        fetch: failing,
        retry: { budgetMs: 0 },
      }).catch((e: unknown) => e);
      expect(reportReadFailure('GET /api/horses', cause, new AbortController().signal)).toMatchObject({
        status: 503,
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^GET \/api\/horses failed \(503\): /);

      const visitor = new AbortController();
      const hanging = (async (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as typeof fetch;
      const pending = apiGet('/api/horses', {
        baseUrl: 'http://api.test',
        auth: null,
        fetch: hanging,
        signal: visitor.signal,
      }).catch((e: unknown) => e);
      visitor.abort();
      reportReadFailure('GET /api/horses', await pending, visitor.signal);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
