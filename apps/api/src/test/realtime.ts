/**
 * Socket tests against a listening API: starts realtime (Socket.IO + the websockets processor) on a
 * test app bound to a loopback port, and connects real socket.io-client sockets with access tokens.
 * Waiting for an event has a generous limit so a missing event fails the test instead of hanging it.
 */
import type { AddressInfo } from 'node:net';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { startRealtime } from '../realtime/index.js';
import type { AttachRealtimeOptions, Realtime } from '../realtime/socket-server.js';

export type ClientSocket = Socket<ServerToClientEvents, Record<string, never>>;

/** Listens on 127.0.0.1 (random port) and starts realtime; returns the origin to connect to. */
export async function listenWithRealtime(
  app: FastifyInstance,
  options: AttachRealtimeOptions = {},
): Promise<{ url: string; realtime: Realtime }> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const realtime = app.realtime ?? (await startRealtime(app, options));
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, realtime };
}

const opened = new Set<ClientSocket>();

/** Connects a socket with a token (or none); resolves once connected, rejects with the server's refusal. */
export function connectSocket(url: string, token: string | null): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    auth: token === null ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Closes every socket opened by connectSocket (call in afterEach/afterAll). */
export function closeSockets(): void {
  for (const socket of opened) socket.close();
  opened.clear();
}

/** Records every server event a socket receives, in order. */
export function recordEvents(socket: ClientSocket): Array<{ event: string; payload: unknown }> {
  const seen: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

/** Resolves with the next payload of `event` matching `filter`; rejects if none arrives in time. */
export function nextEvent<E extends ServerEventName>(
  socket: ClientSocket,
  event: E,
  filter: (payload: ServerEventPayload<E>) => boolean = () => true,
  limitMs = 10_000,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (name: string, payload: ServerEventPayload<E>) => {
      if (name !== event || !filter(payload)) return;
      clearTimeout(timer);
      socket.offAny(listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.offAny(listener);
      reject(new Error(`no ${event} received`));
    }, limitMs);
    socket.onAny(listener);
  });
}

/**
 * Makes "nothing else arrived" provable without waiting: settles every domain-event handler, then sends
 * every socket a maintenance event and waits for it. Socket.IO keeps order per connection, so anything
 * the earlier handlers emitted to these sockets has arrived by then.
 */
export async function settle(app: FastifyInstance, sockets: readonly ClientSocket[]): Promise<void> {
  await app.events.drain();
  const arrivals = sockets.map((socket) => nextEvent(socket, 'MaintenanceModeUpdate'));
  app.events.emit('maintenanceMode.changed', { created: false });
  await Promise.all(arrivals);
}

/** Event names a recording saw, without the settle() marker. */
export function eventNames(seen: ReadonlyArray<{ event: string }>): string[] {
  return seen.map((s) => s.event).filter((name) => name !== 'MaintenanceModeUpdate');
}
