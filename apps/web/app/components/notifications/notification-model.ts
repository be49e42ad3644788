import { UI_NOTIFICATION_DEFAULT_ICON, UI_NOTIFICATION_TIMEOUT_MS, uiNotificationId } from '@stride/shared';

/**
 * The in-app UI notifications of SPEC §4/§9 as data: information (the default, with the information
 * icon), success and error; auto-hiding after 3000 ms unless flagged to stay; ids random in 100–9999.
 */
export type NotificationKind = typeof UI_NOTIFICATION_DEFAULT_ICON | 'success' | 'error';

export interface NotifyOptions {
  message: string;
  /** Optional bold first line. */
  title?: string;
  kind?: NotificationKind;
  /** Stays until dismissed instead of hiding after the timeout. */
  stay?: boolean;
  /** Overrides the default timeout (ms). */
  timeout?: number;
}

export interface UiNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  title?: string;
  /** Milliseconds before it hides itself; null when it stays. */
  timeout: number | null;
}

/**
 * Builds a notification with a random id in the SPEC range that no notification on screen already
 * has (the range is far larger than any stack, so this ends quickly).
 */
export function createNotification(
  input: string | NotifyOptions,
  takenIds: ReadonlySet<number> = new Set(),
  random: () => number = Math.random,
): UiNotification {
  const options = typeof input === 'string' ? { message: input } : input;
  let id = uiNotificationId(random);
  for (let attempt = 0; takenIds.has(id) && attempt < 100; attempt += 1) id = uiNotificationId(random);
  return {
    id,
    kind: options.kind ?? UI_NOTIFICATION_DEFAULT_ICON,
    message: options.message,
    ...(options.title ? { title: options.title } : {}),
    timeout: options.stay ? null : (options.timeout ?? UI_NOTIFICATION_TIMEOUT_MS),
  };
}

/** Errors interrupt (assertive live region); information and success wait their turn (polite). */
export function isAssertive(kind: NotificationKind): boolean {
  return kind === 'error';
}
