import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import {
  type NotifyOptions,
  type UiNotification,
  createNotification,
  isAssertive,
} from './notification-model';
import { NotificationToast } from './notification-toast';

export interface NotifyApi {
  /** Shows a notification (a plain string is an information message); returns its id. */
  notify: (input: string | NotifyOptions) => number;
  /** Hides a notification before its time, e.g. a sticky one whose job is done. */
  dismiss: (id: number) => void;
}

const NotificationsContext = createContext<NotifyApi | null>(null);

/** Shows notifications from anywhere below the provider; throws outside it so a missing provider is loud. */
export function useNotify(): NotifyApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotify() needs a <NotificationsProvider> above it.');
  return api;
}

/**
 * The app's single notification stack (SPEC §4/§9 UI notifications): provides `useNotify()` and renders
 * the toasts, at the bottom of small screens (above the members' bottom menu) and top-right, below
 * the header, from 640px. Two live regions announce them: errors assertively, information and success politely.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<UiNotification[]>([]);
  // Ids on screen, kept outside state so notify() can return a fresh id synchronously.
  const ids = useRef(new Set<number>());

  const dismiss = useCallback((id: number) => {
    ids.current.delete(id);
    setNotifications((list) => list.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback((input: string | NotifyOptions) => {
    const notification = createNotification(input, ids.current);
    ids.current.add(notification.id);
    setNotifications((list) => [...list, notification]);
    return notification.id;
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const assertive = notifications.filter((item) => isAssertive(item.kind));
  const polite = notifications.filter((item) => !isAssertive(item.kind));

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <div className="toasts">
        <div role="alert" aria-live="assertive" aria-label="Error notifications" className="toast-list">
          {assertive.map((item) => (
            <NotificationToast key={item.id} notification={item} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" aria-label="Notifications" className="toast-list">
          {polite.map((item) => (
            <NotificationToast key={item.id} notification={item} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </NotificationsContext.Provider>
  );
}
