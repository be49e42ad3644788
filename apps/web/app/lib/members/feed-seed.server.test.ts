// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadFeedSeed } from './feed-seed.server';

const TOKEN = 'member-access-token-not-for-logs';
const auth = { authorize: async () => TOKEN, invalidate: async () => false };
const noWait = { sleep: async () => undefined, random: () => 0 };

function answering(status: number, body: unknown): typeof fetch {
  // Like fetch, it rejects a request whose signal was aborted.
  return vi.fn(async (_url: unknown, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    return Response.json(body, { status });
  }) as unknown as typeof fetch;
}

describe('loadFeedSeed', () => {
  it('is the first page of the member’s feed with the filters it was read for', async () => {
    const warn = vi.fn();
    const page = { data: [{ id: 7 }], meta: { currentPage: 1, totalItems: 1 } };
    const fetchStub = answering(200, page);
    const seed = await loadFeedSeed(
      { horseId: 3 },
      { auth, fetch: fetchStub, baseUrl: 'http://api.test', retry: noWait },
      warn,
    );
    expect(seed?.page).toEqual(page);
    expect(seed?.filters).toEqual({ horseId: 3 });
    expect(String(vi.mocked(fetchStub).mock.calls[0]?.[0])).toContain('/api/updates?');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is null when the API fails, and says so in the server log without the token', async () => {
    const warn = vi.fn();
    const seed = await loadFeedSeed(
      { horseId: null },
      {
        auth,
        fetch: answering(503, { title: 'Service Unavailable', detail: 'database away' }),
        baseUrl: 'http://api.test',
        retry: noWait,
      },
      warn,
    );
    expect(seed).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/^feed seed: GET \/api\/updates\?\S+ failed \(503\)/);
    expect(message).not.toContain(TOKEN);
  });

  it('is null without a log line when the browser abandoned the request', async () => {
    const warn = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const seed = await loadFeedSeed(
      { horseId: null },
      {
        auth,
        signal: controller.signal,
        fetch: answering(200, { data: [], meta: {} }),
        baseUrl: 'http://api.test',
        retry: noWait,
      },
      warn,
    );
    expect(seed).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
