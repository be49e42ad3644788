/**
 * The browser's realtime socket against the built product (issue 7, realtime-api's side): a signed-in
 * member's page opens one socket to the API origin with its session token, hears a chat message the
 * manager sends, and shows a manager's comment on the open update without a reload (SPEC §4 rules on the
 * members' caches). The messages pages' own journeys live in e2e/realtime.
 */
import { type Browser, type Page, type WebSocket, expect, test } from '@playwright/test';
import { API_URL } from '../env';
import { DEMO_MEMBER, DEMO_PASSWORD, signIn, withMemberToken } from '../members/support';

const MANAGER = { email: 'manager@stride.test', password: DEMO_PASSWORD };

/**
 * Every Socket.IO frame the page receives, on whichever socket carried it. The journey's product issues
 * 5-second access tokens, so on a loaded machine the socket that was open at sign-in may be closed and
 * replaced (a reconnect with the refreshed token) before the manager's message is sent: listening to one
 * socket made the journey flaky.
 */
function socketFrames(page: Page): {
  connected: () => Promise<void>;
  frameWith: (text: string) => Promise<string>;
} {
  const frames: string[] = [];
  const waiters: { test: (frame: string) => boolean; resolve: (frame: string) => void }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      frames.push(frame);
      for (const waiter of [...waiters]) {
        if (waiter.test(frame)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  });
  const waitFor = (test: (frame: string) => boolean, from: number): Promise<string> => {
    const seen = frames.slice(from).find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => waiters.push({ test, resolve }));
  };
  return {
    /** Resolves once a socket's handshake was accepted after this call (a Socket.IO CONNECT ack, "40"). */
    connected: () => {
      const from = frames.length;
      return waitFor((frame) => frame.startsWith('40'), from).then(() => undefined);
    },
    /** Resolves when a frame mentioning `text` arrives (or has arrived) on any of the page's sockets. */
    frameWith: (text: string) => waitFor((frame) => frame.includes(text), 0),
  };
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await withMemberToken(page, (token) =>
    page.request.fetch(`${API_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data }),
  );
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The demo member's and the manager's pages, each in a browser context of its own; `close` ends both. */
async function memberAndManager(
  browser: Browser,
): Promise<{ member: Page; manager: Page; close: () => Promise<void> }> {
  const memberContext = await browser.newContext();
  const managerContext = await browser.newContext();
  return {
    member: await memberContext.newPage(),
    manager: await managerContext.newPage(),
    close: async () => {
      await memberContext.close();
      await managerContext.close();
    },
  };
}

/**
 * A published update both the member and the manager can read, the one with the fewest comments: a new
 * comment then stays on its first page of comments however often the journeys run.
 */
async function sharedUpdate(member: Page, manager: Page): Promise<{ id: number }> {
  type Listed = { data: { id: number; commentsCount: number }[] };
  const path = '/api/updates?publicationStatus=published&itemsPerPage=50';
  const mine = await api<Listed>(member, 'GET', path);
  const theirs = await api<Listed>(manager, 'GET', path);
  const update = mine.data
    .filter((p) => theirs.data.some((t) => t.id === p.id))
    .sort((a, b) => a.commentsCount - b.commentsCount)[0];
  expect(update, 'an update both can read').toBeTruthy();
  return update!;
}

test.describe('realtime socket in the browser', () => {
  // Each journey signs in twice (the member and the manager), and a sign-in alone is given 20 s: at the
  // end of a CI run, beside the video journeys' transcoding, these took 25-32 s and met the default 30.
  test.describe.configure({ timeout: 90_000 });

  test('a member hears the manager: a chat message on the socket, a comment live on the open update', async ({
    browser,
  }) => {
    const { member, manager, close } = await memberAndManager(browser);
    const sockets = socketFrames(member);
    const socketReady = sockets.connected();
    await signIn(member, DEMO_MEMBER);
    await signIn(manager, MANAGER);
    await socketReady;

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
    const heard = sockets.frameWith(text);
    await api(manager, 'POST', `/api/chats/${shared!.id}/messages`, { body: text });
    const frame = await heard;
    expect(frame).toContain('"MessageCreate"');
    expect(frame).toContain('"unread":true');

    // A comment by the manager on an update the member has open appears without a reload.
    const update = await sharedUpdate(member, manager);
    const updateSocket = sockets.connected();
    await member.goto(`/updates/${update.id}/`);
    await updateSocket;
    const comment = `Live comment ${Date.now()}`;
    await api(manager, 'POST', '/api/comments', { post: `/api/posts/${update.id}`, body: comment });
    await expect(member.getByText(comment)).toBeVisible();

    await close();
  });

  test('a comment posted while the update page’s socket was still connecting shows once it connects', async ({
    browser,
  }) => {
    const { member, manager, close } = await memberAndManager(browser);
    try {
      await signIn(member, DEMO_MEMBER);
      await signIn(manager, MANAGER);
      const update = await sharedUpdate(member, manager);

      // Hold the next document's socket: the page loads the update and its comments, and cannot yet
      // hear anything.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let socketsOpened = 0;
      await member.routeWebSocket(/\/socket\.io\//, async (ws) => {
        await held;
        socketsOpened += 1;
        ws.connectToServer();
      });
      await member.goto(`/updates/${update.id}/`);
      await expect(member.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(
        member
          .getByRole('list', { name: 'Comments' })
          .or(member.getByText('No comments yet — be the first.')),
      ).toBeVisible();

      // Posted after the page read the comments, before its socket joined the rooms: no event reaches it.
      const comment = `Comment while connecting ${Date.now()}`;
      await api(manager, 'POST', '/api/comments', { post: `/api/posts/${update.id}`, body: comment });
      await expect(member.getByText(comment)).toHaveCount(0);

      // The socket's first connection fetches again what the page read before it (decision 038).
      release();
      await expect(member.getByText(comment)).toBeVisible();
      expect(socketsOpened).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
