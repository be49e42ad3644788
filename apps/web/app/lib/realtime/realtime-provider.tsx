/**
 * The page's one socket (SPEC §4 "Real-time socket") and the hooks the members' and messages pages use:
 * `useRealtime()` (the socket and its status) and `useSocketEvent(name, handler)`. The socket opens in an
 * effect (never during SSR) with socket.io-client loaded on demand and authenticates with the browser auth's
 * token: the user's, or for a visitor the anonymous client-credentials one (SPEC §4 "authenticates with the
 * token"), once the page is idle — the server sends anonymous sockets nothing but maintenance events, which
 * must reach visitors at once (SPEC §1). The SPEC §4 rules (rules.ts) are applied to every event:
 * TanStack Query caches for posts and comments, a route revalidation for the user, horses, syndicates
 * and site status, a full navigation for maintenance.
 */
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@stride/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { Socket } from 'socket.io-client';
import { useBrowserAuth } from '../api/browser-client';
import { useRootData } from '../root-data';
import {
  loadedFromCaches,
  refetchAfterReconnect,
  removeCommentFromCaches,
  removePostEverywhere,
  upsertCommentInCaches,
  upsertPostInCaches,
} from './query-cache';
import { type AnyServerEvent, type RealtimeAction, type RealtimeContext, planRealtimeEvent } from './rules';
import { manualRetryDelay, socketOptions } from './socket-options';

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

/** idle: no socket (visitor, SSR); failed: gave up after the SPEC's 5 attempts until the next page load. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'failed';

export interface RealtimeValue {
  socket: RealtimeSocket | null;
  status: RealtimeStatus;
}

const IDLE: RealtimeValue = { socket: null, status: 'idle' };
const RealtimeReact = createContext<RealtimeValue>(IDLE);

/** The page's socket and its connection status (IDLE outside the provider). */
export function useRealtime(): RealtimeValue {
  return useContext(RealtimeReact);
}

/** Calls `handler` for every `event` the socket receives while the component is mounted. */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): void {
  const { socket } = useRealtime();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (name: string, payload: ServerEventPayload<E>) => {
      if (name === event) latest.current(payload);
    };
    socket.onAny(listener);
    return () => {
      socket.offAny(listener);
    };
  }, [socket, event]);
}

/** Carries out one planned action. */
function perform(action: RealtimeAction, queryClient: QueryClient, revalidate: () => void): void {
  switch (action.type) {
    case 'upsertPost':
      return upsertPostInCaches(queryClient, action.post);
    case 'removePost':
      return removePostEverywhere(queryClient, action.postId);
    case 'upsertComment':
      return upsertCommentInCaches(queryClient, action.comment, action.created);
    case 'removeComment':
      return removeCommentFromCaches(queryClient, action.postId, action.commentId);
    case 'upsertHorse':
    case 'removeHorse':
    case 'upsertSyndicate':
    case 'removeSyndicate':
      // Horses and syndicates live in route loaders (and the user's own lists): reload them.
      void queryClient.invalidateQueries({ queryKey: ['entries'] });
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

/** Runs `task` when the browser is idle (at the latest after 3 s); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** Opens the page's socket (user or anonymous token) and applies the SPEC §4 client rules to what it hears. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user, env, baseAuth } = useRootData();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const auth = useBrowserAuth();
  const [value, setValue] = useState<RealtimeValue>(IDLE);
  const userId = user?.id ?? null;

  // What the rules need, fresh for every event without reopening the socket.
  const context = useRef<() => RealtimeContext>(() => ({}) as RealtimeContext);
  const revalidate = useRef(() => {});
  useLayoutEffect(() => {
    context.current = () => {
      const loaded = loadedFromCaches(queryClient);
      return {
        userId,
        roles: user?.roles ?? [],
        userSyndicateIds: user?.syndicates.map((s) => s.id) ?? [],
        loadedSyndicateIds: loaded.syndicateIds,
        loadedHorseIds: [...(user?.horses.map((h) => h.id) ?? []), ...loaded.horseIds],
        isBaseAuth: baseAuth,
        pathname,
      };
    };
    revalidate.current = () => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    };
  });

  useEffect(() => {
    let cancelled = false;
    let socket: RealtimeSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastToken: string | null = null;
    let connectedBefore = false;
    const getToken = async () => (lastToken = await auth.authorize());

    const retry = () => {
      const delay = manualRetryDelay(failures++);
      if (delay === null || !socket) return setValue({ socket, status: 'failed' });
      retryTimer = setTimeout(() => socket?.connect(), delay);
    };

    const open = () =>
      void import('socket.io-client').then(({ io }) => {
        if (cancelled) return;
        const s: RealtimeSocket = io(env.PUBLIC_API_URL, socketOptions(getToken));
        socket = s;
        s.on('connect', () => {
          failures = 0;
          // Back after a disconnection: fetch again what the missed events would have changed.
          if (connectedBefore) {
            refetchAfterReconnect(queryClient);
            revalidate.current();
          }
          connectedBefore = true;
          setValue({ socket: s, status: 'connected' });
        });
        s.on('disconnect', (reason) => {
          setValue({ socket: s, status: 'disconnected' });
          // The server ended it (the token expired): come back with a fresh token.
          if (reason === 'io server disconnect') retry();
        });
        s.on('connect_error', () => {
          if (s.active) return; // the client's own reconnection (5 × 5000 ms) is under way
          // Refused by the server: forget the token so the next try gets a fresh one.
          if (lastToken) void auth.invalidate(lastToken);
          retry();
        });
        s.io.on('reconnect_failed', () => setValue({ socket: s, status: 'failed' }));
        s.onAny((event: string, payload: unknown) => {
          const actions = planRealtimeEvent({ event, payload } as AnyServerEvent, context.current());
          for (const action of actions) perform(action, queryClient, () => revalidate.current());
        });
        setValue({ socket: s, status: 'connecting' });
        s.connect();
      });

    // A member's page needs its socket now; a visitor's waits until the page has settled.
    const cancelIdle = userId === null ? whenIdle(open) : (open(), () => {});

    return () => {
      cancelled = true;
      cancelIdle();
      clearTimeout(retryTimer);
      socket?.close();
      setValue(IDLE);
    };
  }, [userId, env.PUBLIC_API_URL, auth, queryClient]);

  const memo = useMemo(() => value, [value]);
  return <RealtimeReact.Provider value={memo}>{children}</RealtimeReact.Provider>;
}
