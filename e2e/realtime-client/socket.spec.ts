/**
 * The browser's realtime socket against the built product (issue 7, realtime-api's side): a signed-in
 * member's page opens one socket to the API origin with its session token, hears a chat message the
 * manager sends, and shows a manager's comment on the open update without a reload (SPEC §4 rules on the
 * members' caches). The messages pages' own journeys live in e2e/realtime.
 */
import { type Page, type WebSocket, expect, test } from '@playwright/test';
import { API_URL } from '../env';
import { DEMO_MEMBER, DEMO_PASSWORD, memberToken, signIn } from '../members/support';

const MANAGER = { email: 'manager@stride.test', password: DEMO_PASSWORD };

/** Resolves with the page's Socket.IO websocket once the server accepted its handshake. */
function connectedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve(ws);
      });
    });
  });
}

/** Resolves when a frame mentioning `text` arrives on the socket. */
function frameWith(ws: WebSocket, text: string): Promise<string> {
  return new Promise((resolve) => {
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes(text)) resolve(String(payload));
    });
  });
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await memberToken(page);
  const response = await page.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('realtime socket in the browser', () => {
  test('a member hears the manager: a chat message on the socket, a comment live on the open update', async ({
    browser,
  }) => {
    const memberContext = await browser.newContext();
    const managerContext = await browser.newContext();
    const member = await memberContext.newPage();
    const manager = await managerContext.newPage();
    const socketReady = connectedSocket(member);
    await signIn(member, DEMO_MEMBER);
    await signIn(manager, MANAGER);
    const ws = await socketReady;

    // A chat message from the manager reaches the member's socket, unread for them.
    const chats = await api<{ data: { id: number; code: string | null; members: { id: number }[] }[] }>(
      member,
      'GET',
      '/api/chats?itemsPerPage=100',
    );
    const managerChats = await api<{ data: { id: number }[] }>(manager, 'GET', '/api/chats?itemsPerPage=100');
    const shared = chats.data.find((c) => c.code === null && managerChats.data.some((m) => m.id === c.id));
    expect(shared, 'a private chat between the demo member and manager').toBeTruthy();
    const text = `Socket check ${Date.now()}`;
    const heard = frameWith(ws, text);
    await api(manager, 'POST', `/api/chats/${shared!.id}/messages`, { body: text });
    const frame = await heard;
    expect(frame).toContain('"MessageCreate"');
    expect(frame).toContain('"unread":true');

    // A comment by the manager on an update the member has open appears without a reload.
    const mine = await api<{ data: { id: number; syndicate: { id: number } }[] }>(
      member,
      'GET',
      '/api/updates?publicationStatus=published&itemsPerPage=50',
    );
    const theirs = await api<{ data: { id: number }[] }>(
      manager,
      'GET',
      '/api/updates?publicationStatus=published&itemsPerPage=50',
    );
    const update = mine.data.find((p) => theirs.data.some((t) => t.id === p.id));
    expect(update, 'an update both can read').toBeTruthy();
    const updateSocket = connectedSocket(member);
    await member.goto(`/updates/${update!.id}/`);
    await updateSocket;
    const comment = `Live comment ${Date.now()}`;
    await api(manager, 'POST', '/api/comments', { post: `/api/posts/${update!.id}`, body: comment });
    await expect(member.getByText(comment)).toBeVisible();

    await memberContext.close();
    await managerContext.close();
  });
});
