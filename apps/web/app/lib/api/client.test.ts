import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';

describe('createApiClient (browser)', () => {
  it('sends each verb through the shared request core with the browser auth and merge-patch PATCHes', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return Response.json({ ok: true });
    }) as typeof fetch;
    const client = createApiClient({
      baseUrl: 'https://api.stride.test',
      auth: { authorize: async () => 'user.jwt.x', invalidate: async () => false },
      fetch: fetchStub,
    });
    await client.get('/api/chats');
    await client.post('/api/message-views', { messageIds: [1] });
    await client.patch('/api/chats/4/state', { enabled: false });
    await client.delete('/api/messages/9');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.stride.test/api/chats',
      'POST https://api.stride.test/api/message-views',
      'PATCH https://api.stride.test/api/chats/4/state',
      'DELETE https://api.stride.test/api/messages/9',
    ]);
    expect(calls.every((c) => new Headers(c.init.headers).get('authorization') === 'Bearer user.jwt.x')).toBe(true);
    expect(new Headers(calls[2]!.init.headers).get('content-type')).toBe('application/merge-patch+json');
  });
});
