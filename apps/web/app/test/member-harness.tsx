import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { NotificationsProvider } from '../components/notifications';
import { createAppQueryClient } from '../lib/query/query-client';
import { buildCurrentUser } from './auth-session';
import { fakeJwt } from './jwt';

/** The API origin members' components call in tests. */
export const TEST_API = 'http://api.test';

export type ApiHandler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` for the browser API client: the web server's token endpoint hands out a signed-in token,
 * and `METHOD /api/path` keys answer API calls (anything else is a 404). Returns the recorded API calls.
 */
export function stubMemberApi(handlers: Record<string, ApiHandler>) {
  document.cookie = 'auth.strategy=authorizationCode';
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://web.test');
      const method = init.method ?? 'GET';
      if (url.pathname === '/auth/token/') return Response.json({ accessToken: fakeJwt({ sub: '4' }) });
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      const handler = handlers[`${method} ${url.pathname}`];
      return handler
        ? handler({ method, url, body })
        : Response.json({ code: 404, message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

/** Renders members' UI inside the app's providers with a signed-in member as the root loader's user. */
export function renderMember(ui: ReactNode, path = '/') {
  const client = createAppQueryClient();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        env: { PUBLIC_API_URL: TEST_API, OAUTH_CLIENT_ID: 'stride-web' },
        user: buildCurrentUser(),
      }),
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <NotificationsProvider>
            <Outlet />
          </NotificationsProvider>
        </QueryClientProvider>
      ),
      children: [
        { path: '*', Component: () => <>{ui}</> },
        { index: true, Component: () => <>{ui}</> },
      ],
    },
  ]);
  return { client, ...render(<Stub initialEntries={[path]} />) };
}
