/**
 * In-app UI notifications (toasts) of SPEC §9. Kept apart from zod-using modules so that importing them
 * in the browser does not pull zod into every page.
 */

/** In-app notifications: auto-hide after 3000 ms unless flagged to stay; ids random in 100–9999. */
export const UI_NOTIFICATION_TIMEOUT_MS = 3000;
export const UI_NOTIFICATION_ID_MIN = 100;
export const UI_NOTIFICATION_ID_MAX = 9999;
export const UI_NOTIFICATION_DEFAULT_ICON = 'information';

/** Random id for an in-app notification, 100–9999 inclusive. */
export function uiNotificationId(random: () => number = Math.random): number {
  const span = UI_NOTIFICATION_ID_MAX - UI_NOTIFICATION_ID_MIN + 1;
  return UI_NOTIFICATION_ID_MIN + Math.min(span - 1, Math.floor(random() * span));
}
