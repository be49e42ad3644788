/**
 * A server auth session over stubbed collaborators for tests: a token client, an anonymous token and a
 * user-info endpoint whose answers the test decides, with every call recorded.
 */
import type { User } from '@stride/shared';
import type { TokenSet } from '../lib/auth/authorize';
import { type AuthEnv, ServerAuthSession } from '../lib/auth/server-session.server';
import type { TokenClient } from '../lib/auth/token-client.server';
import { toCurrentUser } from '../lib/auth/user';
import { fakeJwt } from './jwt';

export const TEST_AUTH_ENV: AuthEnv = {
  API_URL: 'http://api.internal',
  PUBLIC_API_URL: 'https://api.stride.test',
  WEB_ORIGIN: 'https://stride.test',
  OAUTH_CLIENT_ID: 'stride-web',
  AUTH_COOKIE_SECURE: true,
  AUTH_ERROR_REDIRECT: '/',
};

/** An API user as GET /oauth/v2/user-info returns it. */
export function buildApiUser(overrides: Partial<User> = {}): User {
  return {
    id: 4,
    email: 'aoife@stride.test',
    phone: null,
    firstname: 'Aoife',
    lastname: 'Brennan',
    dateOfBirth: null,
    address: null,
    address2: null,
    city: null,
    postalCode: null,
    countryCode: null,
    contactByEmail: true,
    contactByPhone: true,
    roles: ['ROLE_MEMBER', 'ROLE_USER'],
    allRoles: ['ROLE_MEMBER', 'ROLE_USER'],
    syndicates: [],
    horses: [],
    jti: 'jti-user',
    ...overrides,
  };
}

export interface SessionHarnessOptions {
  cookie?: string;
  headers?: Record<string, string>;
  env?: Partial<AuthEnv>;
  /** Answers of GET /oauth/v2/user-info, in order (the last repeats). */
  userInfo?: (() => Response)[];
  refresh?: (refreshToken: string) => Promise<TokenSet>;
  exchangeCode?: TokenClient['exchangeCode'];
}

/** Builds a session for a request with these cookies, and records what it asked for. */
export function sessionHarness(options: SessionHarnessOptions = {}) {
  const calls = {
    refresh: [] as string[],
    userInfo: [] as (string | null)[],
    anonymous: 0,
    exchange: [] as unknown[],
    revoked: [] as string[],
  };
  const anonymousToken = fakeJwt({ roles: ['ROLE_UNAUTH'] });
  const userInfo = options.userInfo ?? [() => Response.json(buildApiUser())];
  const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.userInfo.push(new Headers(init.headers).get('authorization'));
    const answer = userInfo[Math.min(calls.userInfo.length - 1, userInfo.length - 1)]!;
    expectUserInfoUrl(String(input));
    return answer();
  }) as typeof fetch;
  const tokens: TokenClient = {
    clientCredentials: async () => anonymousToken,
    exchangeCode: async (input) => {
      calls.exchange.push(input);
      return options.exchangeCode ? options.exchangeCode(input) : { accessToken: fakeJwt({ sub: '4' }), refreshToken: 'r-new' };
    },
    refresh: async () => ({ accessToken: fakeJwt({ sub: '4' }), refreshToken: 'r-next' }),
    revoke: async (refreshToken) => {
      calls.revoked.push(refreshToken);
    },
  };
  const request = new Request('https://stride.test/updates/', {
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  const session = new ServerAuthSession(request, {
    env: { ...TEST_AUTH_ENV, ...options.env },
    tokens,
    anonymous: {
      get: async () => {
        calls.anonymous += 1;
        return anonymousToken;
      },
      invalidate: () => undefined,
    },
    refresh: async (refreshToken) => {
      calls.refresh.push(refreshToken);
      return options.refresh ? options.refresh(refreshToken) : { accessToken: fakeJwt({ sub: '4' }), refreshToken: 'r-next' };
    },
    fetch: fetchStub,
    retry: { sleep: async () => undefined },
  });
  return { session, calls, anonymousToken };
}

function expectUserInfoUrl(url: string): void {
  if (url !== 'http://api.internal/oauth/v2/user-info') throw new Error(`unexpected API call ${url}`);
}

/** The Set-Cookie headers of a session, as name → full header. */
export function setCookies(session: ServerAuthSession): Record<string, string> {
  return Object.fromEntries(session.setCookieHeaders().map((header) => [header.slice(0, header.indexOf('=')), header]));
}

/** A signed-in user as the web keeps it (roles mapped from allRoles). */
export function buildCurrentUser(overrides: Partial<User> = {}) {
  return toCurrentUser(buildApiUser(overrides));
}
