import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { fetchChats, fetchMessages, markMessagesRead, nextPageOf, setChatEnabled } from './chats-api';

const meta = (page: number, totalPages: number) => ({
  page,
  itemsPerPage: 20,
  totalItems: totalPages * 20,
  totalPages,
});

function client(answer: unknown = { data: [], meta: meta(1, 1) }) {
  const api = {
    get: vi.fn(async (_path: string) => answer),
    post: vi.fn(async (_path: string, _body: unknown) => ({ messageIds: [], unreadCount: 3 })),
    patch: vi.fn(async (_path: string, _body: unknown) => ({ enabled: false })),
  };
  return { api, client: api as unknown as ApiClient };
}

describe('chats-api', () => {
  it('asks for the newest 20 messages first (order[createdAt]=desc) and says which page is next', async () => {
    const { api, client: c } = client({ data: [], meta: meta(1, 3) });
    const page = await fetchMessages(c, 7, { page: 1 });
    const url = new URL(api.get.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/chats/7/messages');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'order[createdAt]': 'desc',
      itemsPerPage: '20',
      page: '1',
    });
    expect(page.nextPage).toBe(2);
    expect(nextPageOf(meta(3, 3))).toBeNull();
  });

  it('passes a trimmed search to GET chats, and none when blank', async () => {
    const { api, client: c } = client();
    await fetchChats(c, { page: 2, search: '  liffey ' });
    await fetchChats(c, { page: 1, search: '  ' });
    expect(api.get.mock.calls[0]![0]).toBe('/api/chats?page=2&itemsPerPage=20&search=liffey');
    expect(api.get.mock.calls[1]![0]).toBe('/api/chats?page=1&itemsPerPage=20');
  });

  it('marks messages read in batches of at most 100 and returns the new total', async () => {
    const { api, client: c } = client();
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    expect(await markMessagesRead(c, ids)).toBe(3);
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post.mock.calls[0]).toEqual(['/api/message-views', { messageIds: ids.slice(0, 100) }]);
    expect(await markMessagesRead(c, [])).toBeNull();
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('suspends through PATCH chats/{id}/state with enabled', async () => {
    const { api, client: c } = client();
    expect(await setChatEnabled(c, 4, false)).toEqual({ enabled: false });
    expect(api.patch).toHaveBeenCalledWith('/api/chats/4/state', { enabled: false });
  });
});
