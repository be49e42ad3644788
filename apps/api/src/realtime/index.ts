/**
 * Starting realtime for an API instance: the Socket.IO server plus the domain-event → socket processor.
 * server.ts and the socket tests both start it this way.
 */
import type { FastifyInstance } from 'fastify';
import { registerWebsocketsProcessor } from '../events/processors/websockets.js';
import { registerSessionRevocation } from '../events/processors/session-revocation.js';
import { registerRaceAlertSockets } from '../events/processors/websockets-race.js';
import { attachRealtime, type AttachRealtimeOptions, type Realtime } from './socket-server.js';

/** Attaches Socket.IO to a ready app and subscribes the websockets processor to its domain events. */
export async function startRealtime(
  app: FastifyInstance,
  options: AttachRealtimeOptions = {},
): Promise<Realtime> {
  const realtime = await attachRealtime(app, options);
  const unsubscribeEvents = registerWebsocketsProcessor(app, realtime);
  const unsubscribeRevocation = registerSessionRevocation(app, realtime);
  const unsubscribe = () => {
    unsubscribeEvents();
    unsubscribeRevocation();
  };
  const unsubscribeRaceAlerts = registerRaceAlertSockets(app, realtime);
  const close = realtime.close;
  realtime.close = async () => {
    unsubscribe();
    unsubscribeRaceAlerts();
    await close();
  };
  return realtime;
}
