/**
 * The page's socket connection (SPEC §4 "Real-time socket"), loaded by RealtimeProvider once the page
 * needs it — at once for a member, once the page has settled for a visitor (decision 065) — with
 * socket.io-client, the browser auth client and the event rules, none of which a visitor's first paint
 * needs (decision 032). Opens the socket with the session's or the anonymous token and applies the SPEC §4
 * client rules to every event.
 */
import type { QueryClient } from '@tanstack/react-query';
import { browserAuth } from '../api/browser-client';
import type * as QueryCacheOps from './query-cache';
import type { RealtimeSocket, RealtimeValue } from './realtime-provider';
import { type AnyServerEvent, type RealtimeAction, type RealtimeContext, planRealtimeEvent } from './rules';
import { manualRetryDelay, socketOptions } from './socket-options';

/**
 * The members' TanStack Query caches and the functions that patch them, loaded with the socket when a
 * QueryClient is provided (someone is signed in); null on a visitor's page, which has no such caches.
 */
export interface QueryCaches {
  client: QueryClient;
  ops: typeof QueryCacheOps;
}

/** Carries out one planned action. */
function perform(action: RealtimeAction, caches: QueryCaches | null, revalidate: () => void): void {
  switch (action.type) {
    case 'upsertPost':
      return caches?.ops.upsertPostInCaches(caches.client, action.post);
    case 'removePost':
      return caches?.ops.removePostEverywhere(caches.client, action.postId);
    case 'upsertComment':
      return caches?.ops.upsertCommentInCaches(caches.client, action.comment, action.created);
    case 'removeComment':
      return caches?.ops.removeCommentFromCaches(caches.client, action.postId, action.commentId);
    case 'upsertHorse':
    case 'removeHorse':
    case 'upsertSyndicate':
    case 'removeSyndicate':
      // Horses and syndicates live in route loaders (and the user's own lists): reload them.
      void caches?.client.invalidateQueries({ queryKey: ['entries'] });
      return revalidate();
    case 'refetchUser':
    case 'reloadRoles':
    case 'refreshSiteStatus':
      // The root loader fetches the user (with allRoles) and the site status again.
      return revalidate();
    case 'navigate':
      window.location.assign(action.to);
  }
}

/** What the provider hands the connection: configuration, and callbacks into its current render. */
export interface ConnectionOptions {
  apiUrl: string;
  clientId: string;
  signedIn: boolean;
  /** The members' QueryClient (null for a visitor). */
  queryClient: QueryClient | null;
  /** What the rules need, fresh for every event. */
  context: (caches: QueryCaches | null) => RealtimeContext;
  /** Reloads the route loaders (root: user, site status). */
  revalidate: () => void;
  /** The socket and its status, for useRealtime(). */
  onChange: (value: RealtimeValue) => void;
}

/** Opens the socket and wires the SPEC §4 rules; resolves to the function that closes it. */
export async function connectRealtime(options: ConnectionOptions): Promise<() => void> {
  const { queryClient, onChange } = options;
  const auth = browserAuth(options);
  const [{ io }, ops] = await Promise.all([
    import('socket.io-client'),
    queryClient ? import('./query-cache') : null,
  ]);
  const caches: QueryCaches | null = queryClient && ops ? { client: queryClient, ops } : null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastToken: string | null = null;
  let connectedBefore = false;
  const getToken = async () => (lastToken = await auth.authorize());

  const s: RealtimeSocket = io(options.apiUrl, socketOptions(getToken));
  const retry = () => {
    const delay = manualRetryDelay(failures++);
    if (delay === null) return onChange({ socket: s, status: 'failed' });
    retryTimer = setTimeout(() => s.connect(), delay);
  };
  s.on('connect', () => {
    failures = 0;
    // Back after a disconnection: fetch again what the missed events would have changed.
    if (connectedBefore) {
      if (caches) caches.ops.refetchAfterReconnect(caches.client);
      options.revalidate();
    } else if (caches) {
      // First connection: what the page read before the socket joined its rooms may be older than it.
      caches.ops.refetchReadBeforeConnect(caches.client, Date.now());
    }
    connectedBefore = true;
    onChange({ socket: s, status: 'connected' });
  });
  s.on('disconnect', (reason) => {
    onChange({ socket: s, status: 'disconnected' });
    // The server ended it (the token expired): come back with a fresh token.
    if (reason === 'io server disconnect') retry();
  });
  s.on('connect_error', () => {
    if (s.active) return; // the client's own reconnection (5 × 5000 ms) is under way
    // Refused by the server: forget the token so the next try gets a fresh one.
    if (lastToken) void auth.invalidate(lastToken);
    retry();
  });
  s.io.on('reconnect_failed', () => onChange({ socket: s, status: 'failed' }));
  s.onAny((event: string, payload: unknown) => {
    const actions = planRealtimeEvent({ event, payload } as AnyServerEvent, options.context(caches));
    for (const action of actions) perform(action, caches, options.revalidate);
  });
  onChange({ socket: s, status: 'connecting' });
  // The transport opens in a task of its own (its token, engine.io's socket, the WebSocket): with the
  // manager's creation above it made one of the longest tasks after the takeover on a member's page
  // (~46 ms at a 10× CPU slowdown, two halves of ~15 and ~29 ms).
  const connectTimer = setTimeout(() => s.connect(), 0);
  return () => {
    clearTimeout(connectTimer);
    clearTimeout(retryTimer);
    s.close();
  };
}
