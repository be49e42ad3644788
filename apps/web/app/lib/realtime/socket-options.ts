/**
 * How the browser's socket connects (SPEC §4/§9): to the API origin, authenticating with the access
 * token on every (re)connection, reconnecting on demand every 5000 ms up to 5 attempts, websocket first
 * with a polling fallback. Pure, so the numbers are tested where they are set.
 */
import {
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TRANSPORTS,
  type SocketAuth,
} from '@stride/shared';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** Socket.IO path on the API origin (the server's SOCKET_PATH). */
export const SOCKET_PATH = '/socket.io';

/** Resolves the token for a (re)connection; rejects when none can be had (the socket then stays down). */
export type TokenSource = () => Promise<string>;

/** Options of `io(apiUrl, options)` for a token source. */
export function socketOptions(getToken: TokenSource): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    // If the websocket cannot be opened (proxy, firewall), try long-polling next.
    tryAllTransports: true,
    reconnection: true,
    reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
    randomizationFactor: 0,
    // A function, so every reconnection asks for a fresh token (tokens are short-lived).
    auth: (cb: (auth: SocketAuth) => void) => {
      getToken().then(
        (token) => cb({ token }),
        () => cb({ token: '' }),
      );
    },
    autoConnect: false,
  };
}

/**
 * After the server ended the connection (expired token) or refused the handshake, the client does not
 * retry on its own: retry with a fresh token on the same schedule, at most SOCKET_RECONNECT_ATTEMPTS
 * times in a row. Returns the delay before the next try, or null to give up.
 */
export function manualRetryDelay(failuresInARow: number): number | null {
  return failuresInARow < SOCKET_RECONNECT_ATTEMPTS ? SOCKET_RECONNECT_DELAY_MS : null;
}
