/**
 * Web Push for this browser (issue 16, decision 022): the "via app" switch subscribes it — permission is
 * asked only on that click — with the API's VAPID key, registers the subscription with the API, and
 * unsubscribes it again; the member's devices are listed so the page shows the state per device.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/browser-client';
import type { ApiClient } from '../api/client';
import { useRootData } from '../root-data';
import { registerServiceWorker, serviceWorkerSupported } from './service-worker';

/** One of the member's push devices, as GET /api/push-subscriptions lists them. */
export interface PushDevice {
  id: number;
  platform: 'web' | 'ios' | 'android';
  endpoint: string | null;
  createdAt: string;
}

/** What this browser can do about push. */
export type BrowserPushState = 'unsupported' | 'denied' | 'subscribed' | 'unsubscribed';

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** True when this browser has the Push API (and a service worker to receive it). */
export function pushSupported(): boolean {
  return serviceWorkerSupported() && typeof window.PushManager !== 'undefined' && typeof Notification !== 'undefined';
}

async function currentSubscription(apiUrl: string): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker(apiUrl);
  if (!registration) return null;
  return (await navigator.serviceWorker.ready).pushManager.getSubscription();
}

/** This browser's push state and endpoint (for recognising it among the member's devices). */
export async function browserPushState(apiUrl: string): Promise<{ state: BrowserPushState; endpoint: string | null }> {
  if (!pushSupported()) return { state: 'unsupported', endpoint: null };
  if (Notification.permission === 'denied') return { state: 'denied', endpoint: null };
  const subscription = await currentSubscription(apiUrl);
  return subscription
    ? { state: 'subscribed', endpoint: subscription.endpoint }
    : { state: 'unsubscribed', endpoint: null };
}

/**
 * Subscribes this browser: asks permission (call it from the click), subscribes with the API's VAPID key
 * and registers the subscription. Resolves to the new state ('denied' when the member said no).
 */
export async function subscribeBrowser(api: ApiClient, apiUrl: string): Promise<BrowserPushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'unsubscribed';
  await registerServiceWorker(apiUrl);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push-subscriptions/vapid-public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  const json = subscription.toJSON();
  await api.post('/api/push-subscriptions', { platform: 'web', endpoint: json.endpoint, keys: json.keys });
  return 'subscribed';
}

/** Unsubscribes this browser and removes it from the member's devices. */
export async function unsubscribeBrowser(api: ApiClient, apiUrl: string, devices: PushDevice[]): Promise<BrowserPushState> {
  const subscription = await currentSubscription(apiUrl);
  if (!subscription) return 'unsubscribed';
  const device = devices.find((candidate) => candidate.endpoint === subscription.endpoint);
  if (device) await api.delete(`/api/push-subscriptions/${device.id}`);
  await subscription.unsubscribe();
  return 'unsubscribed';
}

const pushKeys = {
  devices: ['push', 'devices'] as const,
  browser: ['push', 'browser'] as const,
};

/** The member's devices, this browser's state, and the actions of the notifications page. */
export function useWebPush() {
  const api = useApiClient();
  const { env } = useRootData();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => api.get<PushDevice[]>('/api/push-subscriptions', { signal }),
  });
  const browser = useQuery({
    queryKey: pushKeys.browser,
    queryFn: () => browserPushState(env.PUBLIC_API_URL),
  });
  const settle = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
    queryClient.invalidateQueries({ queryKey: pushKeys.browser }),
  ]);
  const subscribe = useMutation({ mutationFn: () => subscribeBrowser(api, env.PUBLIC_API_URL), onSettled: settle });
  const unsubscribe = useMutation({
    mutationFn: () => unsubscribeBrowser(api, env.PUBLIC_API_URL, devices.data ?? []),
    onSettled: settle,
  });
  return { devices, browser, subscribe, unsubscribe };
}
