/**
 * The page's one socket (SPEC §4 "Real-time socket") and the hooks the members' and messages pages use:
 * `useRealtime()` (the socket and its status) and `useSocketEvent(name, handler)`. The socket opens in an
 * effect (never during SSR) with socket.io-client loaded on demand and authenticates with the browser auth's
 * token: the user's, or for a visitor the anonymous client-credentials one (SPEC §4 "authenticates with the
 * token"), once the page has settled (decision 065): the server sends anonymous sockets nothing but
 * maintenance events, which must then reach visitors at once (SPEC §1) — a page loaded during maintenance
 * is already the holding page, as the server redirects every page. The SPEC §4 rules (rules.ts) are
 * applied to every event: TanStack Query caches for posts and comments, a route revalidation for the
 * user, horses, syndicates and site status, a full navigation for maintenance.
 */
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@stride/shared';
import { QueryClientContext } from '@tanstack/react-query';
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
import { useRootData } from '../root-data';
import type { QueryCaches } from './connection';
import type { RealtimeContext } from './rules';
import { afterPageSettled, inOwnTask } from '../hydration/after-paint';

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

/** Opens the page's socket (user or anonymous token) and applies the SPEC §4 client rules to what it hears. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user, env, baseAuth } = useRootData();
  // Provided while someone is signed in (lib/query); a visitor's page has none and never loads the library.
  const queryClient = useContext(QueryClientContext) ?? null;
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [value, setValue] = useState<RealtimeValue>(IDLE);
  const userId = user?.id ?? null;

  // What the rules need, fresh for every event without reopening the socket.
  const context = useRef<(caches: QueryCaches | null) => RealtimeContext>(() => ({}) as RealtimeContext);
  const revalidate = useRef(() => {});
  useLayoutEffect(() => {
    context.current = (caches) => {
      const loaded = caches?.ops.loadedFromCaches(caches.client) ?? { syndicateIds: [], horseIds: [] };
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
    let close: (() => void) | null = null;
    // The socket, its token and the event rules load with the connection (decision 032): not on first paint.
    const open = () =>
      void import('./connection').then(async ({ connectRealtime }) => {
        if (cancelled) return;
        const stop = await connectRealtime({
          apiUrl: env.PUBLIC_API_URL,
          clientId: env.OAUTH_CLIENT_ID,
          signedIn: userId !== null,
          queryClient,
          context: (caches) => context.current(caches),
          revalidate: () => revalidate.current(),
          onChange: (next) => {
            if (!cancelled) setValue(next);
          },
        });
        if (cancelled) stop();
        else close = stop;
      });

    // A member's page needs its socket now (in a task of its own: the import's preload links and the
    // token's fetch are not the takeover's effects' work); a visitor's waits until the page has settled.
    const cancelOpen = userId === null ? afterPageSettled(open) : inOwnTask(open);

    return () => {
      cancelled = true;
      cancelOpen();
      close?.();
      setValue(IDLE);
    };
  }, [userId, env.PUBLIC_API_URL, env.OAUTH_CLIENT_ID, queryClient]);

  const memo = useMemo(() => value, [value]);
  return <RealtimeReact.Provider value={memo}>{children}</RealtimeReact.Provider>;
}
