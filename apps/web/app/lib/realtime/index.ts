/** The web's realtime socket: provider, hooks, and the SPEC §4 client rules. */
export {
  RealtimeProvider,
  useRealtime,
  useSocketEvent,
  type RealtimeSocket,
  type RealtimeStatus,
  type RealtimeValue,
} from './realtime-provider';
export { planMaintenance, planRealtimeEvent, type RealtimeAction, type RealtimeContext } from './rules';
export { socketOptions, manualRetryDelay } from './socket-options';
