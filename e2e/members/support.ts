/**
 * Helpers of the members' journeys: signing a demo account in through the provider, the member's own API
 * token (the browser asks the web server for it, as the app does), and finding updates by their media.
 */
import { type APIResponse, type Page, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_URL } from '../env';
import { submitProviderLogin } from '../auth/support';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { hydrated } from '../forms/support';

export const DEMO_PASSWORD = 'Paddock#2026';
export const DEMO_MEMBER = { email: 'member@stride.test', password: DEMO_PASSWORD };
export const CLUB_MEMBER = { email: 'club@stride.test', password: DEMO_PASSWORD };

/** Signs in at the provider and waits to be back on the web (members land on /updates/). */
export async function signIn(page: Page, account = DEMO_MEMBER): Promise<void> {
  await dismissOverlaysWhenInTheWay(page);
  await page.goto('/login/');
  await submitProviderLogin(page, account);
  // Landed, then taken over: the page's modules load after its first paint (decision 039), and the
  // cookie banner's handler would otherwise spend an assertion's time waiting for them.
  await page.waitForURL(/\/updates\/$/);
  await hydrated(page);
}

/**
 * The signed-in user's API access token, from the web server's token endpoint (as the browser client gets
 * it); `refused` names a token the API refused, so the server refreshes instead of handing it back.
 */
export async function memberToken(page: Page, refused?: string): Promise<string> {
  return page.evaluate(async (refused) => {
    const response = await fetch('/auth/token/', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(refused ? { refused } : {}),
    });
    const body = (await response.json()) as { accessToken?: string };
    if (!body.accessToken) throw new Error('no access token');
    return body.accessToken;
  }, refused);
}

/** Minimal shapes the journeys read from the API. */
export interface PostJson {
  id: number;
  type: string;
  isLiked: boolean;
  assets: { mimeType: string; status: string }[];
  assetsStatus: string | null;
}

/**
 * Sends an API request with the signed-in user's token, once more with a fresh token if the first was
 * refused: the journeys' product issues 5-second access tokens, and on a loaded machine the token the web
 * server handed out can expire between that answer and the request — or be cut before it expires by a
 * journey that logs the same demo account out elsewhere (the refused token is named, as the app does).
 */
export async function withMemberToken(
  page: Page,
  send: (token: string) => Promise<APIResponse>,
): Promise<APIResponse> {
  const token = await memberToken(page);
  const response = await send(token);
  if (response.status() !== 401) return response;
  return send(await memberToken(page, token));
}

/** GETs an API path with the member's token. */
export async function memberApi<T>(page: Page, path: string): Promise<T> {
  const response = await withMemberToken(page, (token) =>
    page.request.get(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The first published update of the member with a processed video (MP4 original or HLS rendition). */
export async function findVideoUpdate(page: Page): Promise<PostJson> {
  for (let pageNo = 1; pageNo <= 10; pageNo += 1) {
    const { data } = await memberApi<{ data: PostJson[] }>(
      page,
      `/api/updates?publicationStatus=published&itemsPerPage=50&page=${pageNo}`,
    );
    const found = data.find((post) =>
      post.assets.some((asset) => isVideo(asset.mimeType) && asset.status === 'complete'),
    );
    if (found) return found;
    if (data.length < 50) break;
  }
  throw new Error('the demo member has no update with a video');
}

function isVideo(mimeType: string): boolean {
  return mimeType.startsWith('video/') || mimeType.toLowerCase() === 'application/x-mpegurl';
}

const HLS_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'hls');
const HLS_FIXTURE_PREFIX = `${API_URL}/__e2e-hls/`;

/**
 * Makes the update's videos HLS playlists. The demo seed stores MP4 originals (the HLS renditions come from
 * media processing), so the journey answers GET updates/{id} with the videos pointing at a 2-second HLS
 * fixture (fixtures/hls, made with ffmpeg) served by the browser context — hls.js then plays real HLS.
 */
export async function serveVideosAsHls(page: Page, postId: number): Promise<void> {
  await page.route(`${HLS_FIXTURE_PREFIX}**`, async (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    const type = name.endsWith('.m3u8') ? 'application/x-mpegURL' : 'video/mp2t'; // segments are .mpegts so tools never take them for TypeScript
    await route.fulfill({
      body: await readFile(path.join(HLS_FIXTURES, name)),
      contentType: type,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await page.route(`${API_URL}/api/updates/${postId}`, async (route) => {
    const response = await route.fetch();
    const post = (await response.json()) as { assets: { mimeType: string; url: string }[] };
    for (const asset of post.assets) {
      if (asset.mimeType.startsWith('video/')) {
        asset.mimeType = 'application/x-mpegURL';
        asset.url = `${HLS_FIXTURE_PREFIX}playlist.m3u8`;
      }
    }
    await route.fulfill({ response, json: post });
  });
}
