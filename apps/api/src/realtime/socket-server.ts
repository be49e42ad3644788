/**
 * The Socket.IO server on the API origin (SPEC §4 "Real-time socket"): the handshake carries the access
 * token (`auth.token`), verified exactly like the HTTP bearer token; a user's sockets join the room named
 * after their id, so any instance can reach a user with `io.to(userRoom(id))`. Anonymous (client
 * credentials) sockets are accepted but join no room: they only get the per-socket maintenance events.
 * With REDIS_URL the Redis adapter fans emits out to every API instance.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import {
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAuth,
} from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { HttpError } from '../lib/http-errors.js';
import { isPlatformAdmin, type Actor } from '../policies/actor.js';
import { resolveAccessToken } from '../plugins/authenticate.js';
import { grantRoom } from '../events/processors/session-revocation.js';
import { socketClientIp } from './client-ip.js';
import { redisKeys } from '../lib/redis-keys.js';

/** Events between API instances (through the Redis adapter). */
export interface InterServerEvents {
  /** The maintenance setting changed: every instance tells its own sockets (payload depends on each IP). */
  maintenanceModeChanged: (payload: { created: boolean }) => void;
}

/** What the server remembers about each socket. */
export interface SocketData {
  actor: Actor;
  /** Client IP (maintenance whitelist), proxies resolved like the HTTP side. */
  ip: string;
  /** The sign-in (grant) of the handshake token: revoking it closes the socket (session-revocation). */
  grantId?: string | undefined;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Room every signed-in socket joins besides its user room (broadcasts that concern all users). */
export const SIGNED_IN_ROOM = 'signed-in';

/** Room of platform administrators' sockets (they list every syndicate, shown on the site or not). */
export const ADMINS_ROOM = 'admins';

/** Channel prefix of the Redis adapter (every instance and the CLI relay must agree). */
export const REDIS_ADAPTER_KEY = redisKeys().socketAdapter;

/** Socket.IO path on the API origin (the client's default). */
export const SOCKET_PATH = '/socket.io';

export interface Realtime {
  io: RealtimeServer;
  /** True with the Redis adapter: other API instances share the rooms. */
  multiNode: boolean;
  /** Disconnects every local socket and stops the adapter; the HTTP server is Fastify's to close. */
  close(): Promise<void>;
}

export interface AttachRealtimeOptions {
  /** Redis URL for the multi-instance adapter; in-memory adapter when absent. */
  redisUrl?: string | undefined;
  /** Channel prefix on Redis (tests isolate themselves with their own). */
  redisKey?: string | undefined;
}

/**
 * The adapter sends some commands without awaiting them (publishes; its unsubscribes on close). Closing
 * a client rejects what it still holds ("Connection is closed"), which would be an unhandled rejection —
 * seen once in a loaded full run of the Redis fault test. Every command's promise gets a handler that
 * logs; a caller that awaits a command still gets its rejection. Exported for its test.
 */
export function catchUnawaitedCommands(client: Redis, app: FastifyInstance): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command, stream) => {
    command.promise.catch((err: unknown) =>
      app.log.debug({ err, command: command.name }, 'socket adapter: Redis command not completed'),
    );
    return send(command, stream);
  }) as Redis['sendCommand'];
}

/** Reads the token of a handshake: `auth.token` (the client's way) or an `Authorization: Bearer` header. */
function handshakeToken(socket: RealtimeSocket): string | null {
  const auth = socket.handshake.auth as Partial<SocketAuth> | undefined;
  if (typeof auth?.token === 'string' && auth.token.length > 0) return auth.token;
  const header = socket.handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Attaches Socket.IO to the app's HTTP server (call after `app.ready()`, before or after `listen`).
 * It becomes `app.realtime`, which closing the app closes first (`preClose` in app.ts), so sockets never
 * outlive the database.
 */
export async function attachRealtime(
  app: FastifyInstance,
  options: AttachRealtimeOptions = {},
): Promise<Realtime> {
  const origins = [app.env.WEB_ORIGIN, ...app.env.CORS_EXTRA_ORIGINS.split(/\s+/).filter(Boolean)];
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    cors: { origin: origins, methods: ['GET', 'POST'] },
    serveClient: false,
    // A handshake is small; keep the default 1 MB buffer from being an abuse vector.
    maxHttpBufferSize: 16_384,
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    // Reconnect for ever and keep what was published while Redis was away in the offline queue (no
    // per-command retry limit): the adapter publishes without awaiting, so a failed publish would be an
    // unhandled rejection, and queued ones reach the other instances once Redis is back (decision 023).
    pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (err: Error) =>
        app.log.warn({ err }, 'socket adapter: Redis unavailable, reconnecting'),
      );
      catchUnawaitedCommands(client, app);
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(
      createAdapter(pub, sub, { key: options.redisKey ?? redisKeys(app.env.REDIS_KEY_PREFIX).socketAdapter }),
    );
  }

  /**
   * A user socket outlives its short access token, but not the grant behind it: when the token expires
   * (and every token lifetime after), the user is checked again — deleted, disabled, being deleted or
   * signed out everywhere (token version bumped) ends the socket. Reconnecting then needs a valid token.
   */
  const watchGrant = (
    socket: RealtimeSocket,
    userId: number,
    version: number | undefined,
    firstCheckAt: number,
  ) => {
    let timer: NodeJS.Timeout | undefined;
    const schedule = (at: number) => {
      timer = setTimeout(() => void check(), Math.max(1000, at - Date.now()));
      timer.unref();
    };
    const check = async () => {
      const [user] = await app.db
        .select({
          ver: users.tokenVersion,
          deletedAt: users.deletedAt,
          disabledAt: users.disabledAt,
          deletionRequestedAt: users.deletionRequestedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!socket.connected) return;
      if (!user || user.deletedAt || user.disabledAt || user.deletionRequestedAt || user.ver !== version) {
        socket.disconnect(true);
        return;
      }
      schedule(Date.now() + app.env.ACCESS_TOKEN_TTL_SECONDS * 1000);
    };
    schedule(firstCheckAt);
    socket.once('disconnect', () => clearTimeout(timer));
  };

  // Handshake: the same verification as the HTTP bearer token; bad tokens are refused with a 401 reason.
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('Unauthorized: access token required'));
    resolveAccessToken(app, token).then(
      ({ actor, auth }) => {
        socket.data.actor = actor;
        socket.data.ip = socketClientIp(socket.handshake, app.env);
        socket.data.grantId = auth.claims.gid;
        if (auth.userId !== null) watchGrant(socket, auth.userId, auth.claims.ver, auth.claims.exp * 1000);
        next();
      },
      (error: unknown) => {
        // Only a refused token is "Unauthorized"; a failed check (database or Redis down) is not (issue 17).
        if (error instanceof HttpError) return next(new Error(`Unauthorized: ${error.message}`));
        app.log.error({ err: error }, 'socket handshake: could not check the access token');
        next(new Error('Service unavailable: please try again'));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data.actor;
    const { grantId } = socket.data;
    if (userId !== null) void socket.join([userRoom(userId), SIGNED_IN_ROOM, ...(grantId ? [grantRoom(grantId)] : [])]);
    if (userId !== null && isPlatformAdmin(socket.data.actor)) void socket.join(ADMINS_ROOM);
  });

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await Promise.allSettled([pub?.quit(), sub?.quit()]);
  };
  const realtime: Realtime = { io, multiNode: pub !== undefined, close };
  app.realtime = realtime;
  return realtime;
}
