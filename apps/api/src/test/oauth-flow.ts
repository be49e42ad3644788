/**
 * Drives the real sign-in over HTTP, as a browser would: GET /login → the provider's authorize endpoint →
 * our interaction page → POST the form → the redirect back with `code` and `state`, then the token
 * exchange. Cookies (the provider's interaction and session cookies) are kept in a small jar.
 */
import type { FastifyInstance } from 'fastify';
import { codeChallenge, generateCodeVerifier, generateState } from '@stride/shared';

/** Cookies by name, as a browser keeps them for one host (paths ignored: tests use one flow at a time). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export interface Browser {
  base: string;
  jar: CookieJar;
  /** A request with the jar's cookies; redirects are returned, not followed. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Starts the app on a random local port (once per app) and returns a cookie-keeping client for it. */
export async function browserFor(app: FastifyInstance): Promise<Browser> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a port');
  const base = `http://127.0.0.1:${address.port}`;
  const jar = new CookieJar();
  return {
    base,
    jar,
    async fetch(path, init = {}) {
      const url = path.startsWith('http') ? path : `${base}${path}`;
      const headers = new Headers(init.headers);
      if (url.startsWith(base) && jar.header()) headers.set('cookie', jar.header());
      const response = await fetch(url, { ...init, headers, redirect: 'manual' });
      if (url.startsWith(base)) jar.store(response);
      return response;
    },
  };
}

export const TEST_REDIRECT_URI = 'http://localhost:3000/login/';

export interface StartedSignIn {
  /** Path of the interaction page (`/oauth/v2/interaction/<uid>`). */
  interaction: string;
  page: string;
  state: string;
  verifier: string;
}

/** Follows GET /login (or /register) to the interaction page, with a fresh PKCE verifier and state. */
export async function startSignIn(
  browser: Browser,
  options: { screen?: 'login' | 'register'; redirectUri?: string; verifier?: string } = {},
): Promise<StartedSignIn> {
  const verifier = options.verifier ?? generateCodeVerifier();
  const state = generateState();
  const query = new URLSearchParams({
    client_id: 'stride-web',
    redirect_uri: options.redirectUri ?? TEST_REDIRECT_URI,
    response_type: 'code',
    state,
    code_challenge: await codeChallenge(verifier),
  });
  const start = await browser.fetch(`/${options.screen ?? 'login'}?${query.toString()}`);
  if (start.status !== 303) throw new Error(`GET /login answered ${start.status}`);
  const authorize = await browser.fetch(start.headers.get('location')!);
  const interaction = authorize.headers.get('location');
  if (authorize.status !== 303 || !interaction) throw new Error(`authorize answered ${authorize.status}: ${await authorize.text()}`);
  const page = await browser.fetch(interaction);
  return { interaction, page: await page.text(), state, verifier };
}

/** Posts a form of the interaction (`login`, `register`, `forgot` or `reset`). */
export function postForm(browser: Browser, interaction: string, form: 'login' | 'register' | 'forgot' | 'reset', fields: Record<string, string>): Promise<Response> {
  return browser.fetch(`${interaction}/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** After a successful form post: follows the provider's redirects to the client's redirect URI. */
export async function followToClient(browser: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) {
      throw new Error(`expected a redirect, got ${current.status}: ${(await current.text()).slice(0, 300)}`);
    }
    const url = new URL(location, browser.base);
    if (url.origin !== browser.base) return url;
    current = await browser.fetch(url.toString());
  }
  throw new Error('too many redirects');
}

/** The whole sign-in: returns the code, the state the client sent and its PKCE verifier. */
export async function signIn(
  browser: Browser,
  credentials: { email: string; password: string },
): Promise<{ code: string; state: string; returnedState: string | null; verifier: string }> {
  const started = await startSignIn(browser);
  const posted = await postForm(browser, started.interaction, 'login', credentials);
  const back = await followToClient(browser, posted);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.toString()}`);
  return { code, state: started.state, returnedState: back.searchParams.get('state'), verifier: started.verifier };
}

/** POST /oauth/v2/token with a form body; returns status and JSON. */
export async function tokenRequest(browser: Browser, fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${browser.base}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Exchanges a code for tokens (SPEC §7 authorization_code). */
export function exchangeCode(browser: Browser, code: string, verifier: string, redirectUri = TEST_REDIRECT_URI) {
  return tokenRequest(browser, {
    grant_type: 'authorization_code',
    client_id: 'stride-web',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
}
