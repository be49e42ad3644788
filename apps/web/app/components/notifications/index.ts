// In-app UI notifications (SPEC §4, §9): one provider, `useNotify()` everywhere below it.
export type { NotificationKind, NotifyOptions, UiNotification } from './notification-model';
export { type NotifyApi, NotificationsProvider, useNotify } from './notifications-provider';
