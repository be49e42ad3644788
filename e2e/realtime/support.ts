/**
 * Helpers of the realtime journeys: signing a demo user in inside their own browser context, calling the
 * API as that user (the page asks its own web server for the session's access token, which lives 5 s in
 * the journey product, so every call asks afresh), and finding the demo chats the member and the manager
 * share (apps/api/src/db/seed/build-chats.ts: a private member ↔ manager chat per Stride syndicate of
 * the member, plus each syndicate's group chat).
 */
import { type APIResponse, type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { API_URL } from '../env';
import { submitProviderLogin } from '../auth/support';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';

export const PASSWORD = 'Paddock#2026';
export const MEMBER_EMAIL = 'member@stride.test';
export const MANAGER_EMAIL = 'manager@stride.test';
export const STAFF_EMAIL = 'staff@stride.test';

/** The demo syndicates the member and the manager share (seed content/people.ts). */
export const LIFFEY = 'Liffey Valley Racing';
export const KILDARE = 'Kildare Stars Syndicate';

export interface ChatJson {
  id: number;
  code: string | null;
  syndicate: { id: number; name: string };
  enabled: boolean;
  unreadCount: number;
  members: Array<{ id: number; firstname: string; lastname: string; roles: string[] }>;
}
interface MessageJson {
  id: number;
  author: { id: number };
  unread: boolean;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/** Opens a fresh browser context signed in as `email` (a demo login unless `password` is given) on `path`. */
export async function signIn(
  browser: Browser,
  email: string,
  path: string,
  viewport?: { width: number; height: number },
  password = PASSWORD,
): Promise<SignedIn> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await dismissOverlaysWhenInTheWay(page);
  await page.goto(`/login/?${new URLSearchParams({ redirect: path }).toString()}`);
  await submitProviderLogin(page, { email, password });
  // Signing in is three redirects through the provider: give a loaded CI machine more than the default 5 s.
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 });
  return { context, page };
}

/** The signed-in page's access token, fresh from its web server (POST /auth/token/, same origin). */
export async function accessToken(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/auth/token/', { method: 'POST', headers: { accept: 'application/json' } });
    return (await response.json()) as { accessToken?: string };
  });
  expect(answer.accessToken, 'the page has a signed-in session').toBeTruthy();
  return answer.accessToken!;
}

/**
 * Calls the API as the page's user and hands back the raw answer. A token handed out just before it
 * expires (they live 5 s here) can be refused on arrival: then the call is repeated with a fresh one.
 * A GET is also repeated when the request context's kept-alive connection was reset under it (the
 * server closes idle connections after 5 s, and a request can leave on one at that very moment).
 */
export async function apiResponse(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const token = await accessToken(page);
    let response: APIResponse;
    try {
      response = await page.request.fetch(`${API_URL}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }),
        },
        data: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (method === 'GET' && attempt < 3 && /ECONNRESET/.test(String(error))) continue;
      throw error;
    }
    if (response.status() !== 401 || attempt === 3) return response;
    await page.waitForTimeout(1000);
  }
}

/** A message bubble in the open conversation (not the screen-reader announcement of it). */
export function bubble(page: Page, text: string) {
  return page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: text });
}

/** Calls the API as the page's user, expecting success; resolves to the JSON answer. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiResponse(page, method, path, body);
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** The private (code null) chat of the page's user in the named syndicate. */
export async function privateChat(page: Page, syndicateName: string): Promise<ChatJson> {
  const { data } = await api<{ data: ChatJson[] }>(page, 'GET', '/api/chats?itemsPerPage=100');
  const chat = data.find(
    (c) =>
      c.code === null && c.syndicate.name === syndicateName && c.members.some((m) => m.firstname === 'Aoife'),
  );
  expect(chat, `a private chat with Aoife in ${syndicateName}`).toBeTruthy();
  return chat!;
}

/** Marks every message of every chat read for the page's user, so the badge starts from nothing. */
export async function readEverything(page: Page): Promise<void> {
  const { data } = await api<{ data: ChatJson[] }>(page, 'GET', '/api/chats?itemsPerPage=100');
  for (const chat of data.filter((c) => c.unreadCount > 0)) {
    for (let round = 0; round < 10; round += 1) {
      const page1 = await api<{ data: MessageJson[] }>(
        page,
        'GET',
        `/api/chats/${chat.id}/messages?unread=true&itemsPerPage=100`,
      );
      const ids = page1.data.filter((m) => m.unread).map((m) => m.id);
      if (ids.length === 0) break;
      await api(page, 'POST', '/api/message-views', { messageIds: ids });
    }
  }
  const { unreadCount } = await api<{ unreadCount: number }>(page, 'GET', '/api/users/messages/unread');
  expect(unreadCount).toBe(0);
}

/** The header's messages link (its name carries the unread count). */
export function headerMessagesLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
}

/** The header's unread badge. */
export function unreadBadge(page: Page) {
  return page.getByRole('banner').getByTestId('messages-unread-badge');
}

/** A message text unique to this run. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Publishes a text update on Liffey Valley Racing's first horse through the API as `page`'s staff user —
 * the journeys that watch what an update does once published (live edits, added files, push) start from
 * one; the composer's own journeys cover writing it in the browser.
 */
export async function publishTextUpdate(
  page: Page,
  text: string,
  notify = false,
): Promise<{ id: number; publicationStatus: string }> {
  const { data: syndicates } = await api<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/syndicates?itemsPerPage=100',
  );
  const liffey = syndicates.find((s) => s.name === LIFFEY)!;
  const { data: horses } = await api<{ data: { id: number }[] }>(
    page,
    'GET',
    `/api/horses?syndicate.id=${liffey.id}&itemsPerPage=1`,
  );
  const post = await api<{ id: number; publicationStatus: string }>(page, 'POST', '/api/updates', {
    syndicate: `/api/syndicates/${liffey.id}`,
    horse: `/api/horses/${horses[0]!.id}`,
    comment: `<p>${text}</p>`,
    type: 'text',
    notify,
  });
  if (post.publicationStatus === 'published') return post;
  await api(page, 'PATCH', `/api/updates/${post.id}`, { publicationStatus: 'published' });
  return { ...post, publicationStatus: 'published' };
}
