import { RACE_ALERT_EVENT, type RaceAlertPayload } from '@stride/shared';
import { useEffect } from 'react';
import { useRealtime } from '../../lib/realtime/realtime-provider';
import { useNotify } from '../notifications';

/**
 * Upcoming race alerts in the app (issue 15): the API sends `raceAlert` to the member's own room the
 * evening before and about two hours before a declared runner's race; it shows as a notification that
 * stays until dismissed. Renders nothing.
 */
export function RaceAlertListener() {
  const { socket } = useRealtime();
  const { notify } = useNotify();
  useEffect(() => {
    if (!socket) return;
    // `raceAlert` is not one of SPEC §4's typed events (decision 021): listen through onAny.
    const listener = (name: string, payload: RaceAlertPayload) => {
      if (name === RACE_ALERT_EVENT) notify({ title: payload.title, message: payload.body, stay: true });
    };
    socket.onAny(listener);
    return () => {
      socket.offAny(listener);
    };
  }, [socket, notify]);
  return null;
}
