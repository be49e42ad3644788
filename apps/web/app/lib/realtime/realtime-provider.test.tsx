import type { Post } from '@stride/shared';
import { type InfiniteData, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../query/query-client';
import { buildCurrentUser } from '../../test/auth-session';
import { fakeJwt } from '../../test/jwt';
import { stubMemberApi } from '../../test/member-harness';
import { buildPost } from '../../test/member-factories';
import { type Page, memberKeys } from '../members/updates-api';
import { SETTLED_QUIET_MS } from '../hydration/after-paint';
import { RealtimeProvider, useRealtime, useSocketEvent } from './realtime-provider';

/** A stand-in for socket.io-client's socket: records handlers so the test can play the server. */
class FakeSocket {
  handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  any: Array<(event: string, payload: unknown) => void> = [];
  active = true;
  connected = false;
  io = { on: vi.fn() };
  constructor(
    readonly url: string,
    readonly options: { auth: (cb: (a: { token: string }) => void) => void },
  ) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: (event: string, payload: unknown) => void) {
    this.any.push(handler);
    return this;
  }
  offAny(handler: (event: string, payload: unknown) => void) {
    this.any = this.any.filter((h) => h !== handler);
    return this;
  }
  connect = vi.fn(() => {
    this.connected = true;
    this.handlers.get('connect')?.forEach((h) => h());
  });
  close = vi.fn();
  /** The server sends an event. */
  serverEmit(event: string, payload: unknown) {
    this.any.forEach((h) => h(event, payload));
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (url: string, options: FakeSocket['options']) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

function Probe() {
  const { status } = useRealtime();
  useSocketEvent('MessageCreate', ({ message }) => {
    document.title = `message ${message.id}`;
  });
  return <p>status: {status}</p>;
}

/** `clientId` names the page's auth client: a new one starts without the tokens an earlier test left. */
function renderWithProvider(
  user: ReturnType<typeof buildCurrentUser> | null,
  clientId = 'stride-web',
  prepare: (client: ReturnType<typeof createAppQueryClient>) => void = () => undefined,
) {
  const client = createAppQueryClient();
  prepare(client);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        env: { PUBLIC_API_URL: 'http://api.test', OAUTH_CLIENT_ID: clientId },
        user,
        baseAuth: false,
      }),
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <RealtimeProvider>
            <Outlet />
          </RealtimeProvider>
        </QueryClientProvider>
      ),
      children: [{ index: true, Component: Probe }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return client;
}

/**
 * Renders a visitor's page and plays its settling (jsdom's document has loaded): no socket halfway through
 * the quiet time (the clock also moves with real time, so a slow machine may spend a little of it before
 * the check), then one that connects once it has passed.
 */
async function renderForVisitor(clientId: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  renderWithProvider(null, clientId);
  await screen.findByText('status: idle');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS / 2);
  });
  expect(sockets, 'no socket before the page has settled').toHaveLength(0);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS);
  });
  vi.useRealTimers();
  await screen.findByText('status: connected');
}

describe('RealtimeProvider', () => {
  beforeEach(() => {
    sockets.length = 0;
    stubMemberApi({});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one socket to the API for a signed-in user, authenticating with the session token', async () => {
    renderWithProvider(buildCurrentUser());
    await screen.findByText('status: connected');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('http://api.test');
    const auth = await new Promise<{ token: string }>((resolve) => sockets[0]!.options.auth(resolve));
    expect(auth.token.split('.')).toHaveLength(3);
  });

  it("opens a visitor's socket with the anonymous client-credentials token once the page has settled", async () => {
    document.cookie = 'auth.strategy=; max-age=0';
    const anonymous = fakeJwt({ roles: ['ROLE_UNAUTH'] });
    const tokenRequests: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      tokenRequests.push(`${input} ${String(init.body)}`);
      return Response.json({ access_token: anonymous, expires_in: 3600 });
    });
    await renderForVisitor('visitor-idle');
    expect(sockets).toHaveLength(1);
    const auth = await new Promise<{ token: string }>((resolve) => sockets[0]!.options.auth(resolve));
    expect(auth.token).toBe(anonymous);
    expect(tokenRequests).toEqual([
      'http://api.test/oauth/v2/token grant_type=client_credentials&client_id=visitor-idle',
    ]);
  });

  it('sends a visitor to the holding page when maintenance starts, without waiting for a navigation', async () => {
    document.cookie = 'auth.strategy=; max-age=0';
    vi.stubGlobal('fetch', async () => Response.json({ access_token: fakeJwt({ roles: ['ROLE_UNAUTH'] }) }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderForVisitor('visitor-maintenance');
    act(() =>
      sockets[0]!.serverEmit('MaintenanceModeUpdate', { maintenanceMode: true, ipWhitelisted: false }),
    );
    expect(assign).toHaveBeenCalledWith('/maintenance/');
  });

  it("applies a post event of the user's syndicate to the open feed, and hands events to useSocketEvent", async () => {
    const user = buildCurrentUser({
      syndicates: [
        {
          id: 3,
          stride: true,
          slug: 's',
          name: 'S',
          themeColour: '#F36A81',
          themeFont: 'Arimo',
          backgroundImage: null,
        },
      ],
    });
    const client = renderWithProvider(user);
    await screen.findByText('status: connected');
    const key = memberKeys.feed({ horseId: null });
    client.setQueryData<InfiniteData<Page<Post>, number>>(key, {
      pages: [{ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } }],
      pageParams: [1],
    });
    const post = buildPost({ id: 77, syndicate: { id: 3, name: 'S', slug: 's' } });
    act(() => {
      sockets[0]!.serverEmit('postCreate', { postId: 77, syndicateId: 3, horseId: null, post });
      sockets[0]!.serverEmit('postCreate', {
        postId: 78,
        syndicateId: 99,
        horseId: null,
        post: { ...post, id: 78 },
      });
      sockets[0]!.serverEmit('MessageCreate', {
        message: { id: 5, chatId: 1, author: { id: 2 }, unread: true, body: 'x', createdAt: '' },
      });
    });
    await waitFor(() =>
      expect(
        client.getQueryData<InfiniteData<Page<Post>, number>>(key)!.pages[0]!.data.map((p) => p.id),
      ).toEqual([77]),
    );
    await waitFor(() => expect(document.title).toBe('message 5'));
  });

  it('marks the lists stale when the socket comes back after a disconnection, not on the first connection', async () => {
    const client = renderWithProvider(buildCurrentUser());
    await screen.findByText('status: connected');
    const key = memberKeys.feed({ horseId: null });
    client.setQueryData<InfiniteData<Page<Post>, number>>(key, {
      pages: [{ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } }],
      pageParams: [1],
    });
    client.setQueryData(['comments', 9], { pages: [], pageParams: [] });
    const socket = sockets[0]!;
    expect(client.getQueryState(key)!.isInvalidated).toBe(false);

    act(() => socket.handlers.get('disconnect')?.forEach((h) => h('transport close')));
    await screen.findByText('status: disconnected');
    expect(client.getQueryState(key)!.isInvalidated).toBe(false);
    act(() => socket.handlers.get('connect')?.forEach((h) => h()));
    await screen.findByText('status: connected');
    expect(client.getQueryState(key)!.isInvalidated).toBe(true);
    expect(client.getQueryState(['comments', 9])!.isInvalidated).toBe(true);
  });

  it('fetches the feed the server rendered the document with again on the first connection', async () => {
    const key = memberKeys.feed({ horseId: null });
    const client = renderWithProvider(buildCurrentUser(), 'stride-web', (qc) => {
      qc.getQueryCache().build(qc, {
        queryKey: key,
        initialData: {
          pages: [{ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } }],
          pageParams: [1],
        },
      });
    });
    await screen.findByText('status: connected');
    await waitFor(() => expect(client.getQueryState(key)!.isInvalidated).toBe(true));
  });
});
