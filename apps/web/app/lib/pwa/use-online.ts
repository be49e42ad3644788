import { useServerSnapshotWhileTakingOver } from '../hydration/takeover';

/** What the service worker last said: did the network answer its last request (decision 022)? */
let workerSaysOnline = true;
const listeners = new Set<() => void>();
let listening = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Listens to the worker's network reports once per page, and asks it for the current one. */
function listenToWorker(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; online?: unknown } | null;
    if (data?.type !== 'stride:network' || typeof data.online !== 'boolean') return;
    workerSaysOnline = data.online;
    notify();
  });
  container.startMessages();
  void container.ready.then((registration) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => {
      const data = event.data as { online?: unknown } | null;
      if (typeof data?.online === 'boolean') {
        workerSaysOnline = data.online;
        notify();
      }
    };
    registration.active?.postMessage({ type: 'stride:network?' }, [channel.port2]);
  });
}

function subscribe(onChange: () => void): () => void {
  listenToWorker();
  listeners.add(onChange);
  const onBrowserChange = () => {
    // Back online per the browser: trust it until the worker says otherwise.
    if (navigator.onLine) workerSaysOnline = true;
    onChange();
  };
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

// Module constants: the hook's read and subscribe callbacks keep their identity across renders.
const readOnline = () => navigator.onLine && workerSaysOnline;
const onlineOnServer = () => true;

/**
 * Whether the page is online: the browser says so and the service worker's last request reached the
 * network (one bar of signal often leaves navigator.onLine true). True on the server and during hydration.
 */
export function useOnline(): boolean {
  return useServerSnapshotWhileTakingOver(subscribe, readOnline, onlineOnServer);
}
