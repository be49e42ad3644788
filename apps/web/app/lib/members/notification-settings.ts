/**
 * Notification preferences (SPEC §2 notifications page, §7 notification-settings): GET the member's
 * toggles, PUT the whole set when one changes. Saved as toggled: the switch moves at once (optimistic), and
 * a refused save puts it back and says so.
 */
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationPreferenceKey,
  type NotificationSettings,
} from '@stride/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/browser-client';
import type { ApiClient } from '../api/client';
import { memberKeys } from './updates-api';

/** Keeps only the known boolean toggles of an answer, defaults for anything missing. */
export function toSettings(answer: unknown): NotificationSettings {
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of Object.keys(settings) as NotificationPreferenceKey[]) {
    if (typeof record[key] === 'boolean') settings[key] = record[key];
  }
  return settings;
}

/** GET notification-settings. */
export async function fetchNotificationSettings(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<NotificationSettings> {
  return toSettings(await api.get<unknown>('/api/notification-settings', { signal }));
}

/** PUT notification-settings with every toggle. */
export async function saveNotificationSettings(
  api: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return toSettings((await api.put<unknown>('/api/notification-settings', settings)) ?? settings);
}

/** The member's preferences. */
export function useNotificationSettings() {
  const api = useApiClient();
  return useQuery({
    queryKey: memberKeys.notificationSettings,
    queryFn: ({ signal }) => fetchNotificationSettings(api, signal),
  });
}

/** Flips one toggle: shown at once, saved, rolled back (with `onRollback`) when the server refuses. */
export function useToggleNotificationSetting(onRollback: (error: Error) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = memberKeys.notificationSettings;
  return useMutation({
    mutationFn: ({ next }: { next: NotificationSettings }) => saveNotificationSettings(api, next),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onRollback(error);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
