// @vitest-environment node
import { RETRY_ATTEMPTS, backoffDelay } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { type RequestAuth, apiRequest, isIdempotent } from './request';

type Responder = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(...responders: Responder[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)]!;
    return responder(String(input), init);
  }) as typeof fetch;
  return { fetchStub, calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const authHeader = (init: RequestInit) => new Headers(init.headers).get('authorization');

describe('apiRequest', () => {
  it('authorizes every attempt and sends the bearer token with a JSON accept header', async () => {
    const { fetchStub, calls } = stubFetch(() => Response.json({ ok: 1 }));
    const auth: RequestAuth = { authorize: async () => 'tok-1', invalidate: async () => false };
    const body = await apiRequest<{ ok: number }>('/api/horses', { baseUrl: 'http://api.test', auth, fetch: fetchStub });
    expect(body.ok).toBe(1);
    expect(calls[0]?.url).toBe('http://api.test/api/horses');
    expect(authHeader(calls[0]!.init)).toBe('Bearer tok-1');
    expect(new Headers(calls[0]!.init.headers).get('accept')).toBe('application/json');
  });

  it('retries a failing GET 10 times in all with the shared doubling backoff, then reports the failure', async () => {
    const { fetchStub, calls } = stubFetch(() => new Response('busy', { status: 503, statusText: 'Service Unavailable' }));
    const { delays, sleep } = recordingSleep();
    const error = await apiRequest('/api/x', {
      baseUrl: 'http://api.test',
      fetch: fetchStub,
      retry: { sleep, random: () => 0 },
    }).catch((e: unknown) => e);
    expect(calls).toHaveLength(RETRY_ATTEMPTS);
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600]);
    expect(delays).toEqual(Array.from({ length: RETRY_ATTEMPTS - 1 }, (_, i) => backoffDelay(i + 1, () => 0)));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503 });
  });

  it('adds up to 20 % jitter to each delay', async () => {
    const { fetchStub } = stubFetch(
      () => new Response(null, { status: 502 }),
      () => Response.json({ done: true }),
    );
    const { delays, sleep } = recordingSleep();
    await apiRequest('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, retry: { sleep, random: () => 1 } });
    expect(delays).toEqual([120]);
  });

  it('retries network failures and succeeds when the API comes back', async () => {
    const { fetchStub, calls } = stubFetch(
      () => {
        throw new TypeError('fetch failed');
      },
      () => Response.json({ back: true }),
    );
    const { sleep } = recordingSleep();
    const body = await apiRequest<{ back: boolean }>('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, retry: { sleep } });
    expect(body.back).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST (not idempotent) nor a 4xx answer', async () => {
    const post = stubFetch(() => new Response(null, { status: 503 }));
    const { sleep } = recordingSleep();
    await expect(
      apiRequest('/api/x', { baseUrl: 'http://api.test', method: 'POST', body: { a: 1 }, fetch: post.fetchStub, retry: { sleep } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(post.calls).toHaveLength(1);
    const notFound = stubFetch(() => Response.json({ code: 404, message: 'Horse not found' }, { status: 404 }));
    await expect(apiRequest('/api/x', { baseUrl: 'http://api.test', fetch: notFound.fetchStub, retry: { sleep } })).rejects.toMatchObject({
      status: 404,
      message: 'Horse not found',
    });
    expect(notFound.calls).toHaveLength(1);
    expect(isIdempotent('PUT')).toBe(true);
    expect(isIdempotent('PATCH')).toBe(false);
  });

  it('stops retrying when the time budget would be exceeded', async () => {
    const { fetchStub, calls } = stubFetch(() => new Response(null, { status: 500 }));
    let clock = 0;
    const sleep = async (ms: number) => void (clock += ms);
    await expect(
      apiRequest('/api/x', { baseUrl: 'http://api.test', fetch: fetchStub, retry: { sleep, random: () => 0, budgetMs: 1000, now: () => clock } }),
    ).rejects.toMatchObject({ status: 500 });
    // 100 + 200 + 400 = 700 ms spent; the next 800 ms wait would pass the budget.
    expect(calls).toHaveLength(4);
  });

  it('after a 401 forgets the token and tries once more with a fresh authorization', async () => {
    const { fetchStub, calls } = stubFetch(
      () => Response.json({ message: 'Access token revoked' }, { status: 401 }),
      () => Response.json({ id: 7 }),
    );
    const tokens = ['old', 'new'];
    const invalidated: string[] = [];
    const auth: RequestAuth = {
      authorize: async () => tokens.shift() ?? 'none',
      invalidate: async (token) => {
        invalidated.push(token);
        return true;
      },
    };
    const body = await apiRequest<{ id: number }>('/oauth/v2/user-info', { baseUrl: 'http://api.test', auth, fetch: fetchStub });
    expect(body.id).toBe(7);
    expect(invalidated).toEqual(['old']);
    expect(calls.map((c) => authHeader(c.init))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up on a second 401, and at once when there is nothing better to try', async () => {
    const twice = stubFetch(() => Response.json({ message: 'Access token revoked' }, { status: 401 }));
    const auth: RequestAuth = { authorize: async () => 'tok', invalidate: async () => true };
    await expect(apiRequest('/api/x', { baseUrl: 'http://api.test', auth, fetch: twice.fetchStub })).rejects.toMatchObject({ status: 401 });
    expect(twice.calls).toHaveLength(2);
    const once = stubFetch(() => Response.json({ message: 'nope' }, { status: 401 }));
    await expect(
      apiRequest('/api/x', { baseUrl: 'http://api.test', auth: { ...auth, invalidate: async () => false }, fetch: once.fetchStub }),
    ).rejects.toMatchObject({ status: 401 });
    expect(once.calls).toHaveLength(1);
  });

  it('does not send a request the auth check cancelled', async () => {
    const { fetchStub, calls } = stubFetch(() => Response.json({}));
    const auth: RequestAuth = {
      authorize: async () => {
        throw new Error('Unauthorized request canceled');
      },
      invalidate: async () => false,
    };
    await expect(apiRequest('/api/x', { baseUrl: 'http://api.test', auth, fetch: fetchStub })).rejects.toThrow(
      'Unauthorized request canceled',
    );
    expect(calls).toHaveLength(0);
  });

  it('serialises JSON bodies, keeps 422 violations, and answers undefined for 204', async () => {
    const { fetchStub, calls } = stubFetch(
      () =>
        Response.json(
          { code: 422, message: 'Invalid', violations: [{ propertyPath: 'currentPassword', message: 'The current password is incorrect' }] },
          { status: 422 },
        ),
      () => new Response(null, { status: 204 }),
    );
    const error = await apiRequest('/api/change-password', {
      baseUrl: 'http://api.test',
      method: 'POST',
      body: { currentPassword: 'a' },
      fetch: fetchStub,
    }).catch((e: unknown) => e);
    expect(calls[0]?.init.body).toBe('{"currentPassword":"a"}');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect((error as ApiRequestError).violations).toEqual([
      { propertyPath: 'currentPassword', message: 'The current password is incorrect' },
    ]);
    await expect(apiRequest('/api/x', { baseUrl: 'http://api.test', method: 'POST', fetch: fetchStub })).resolves.toBeUndefined();
  });
});
