/**
 * Links the wrappers take over (SPEC §2): downloads go to the device through the app (`downloadFile`),
 * footer social links become an analytics event plus an external open in every wrapper, and on iOS every
 * external link is handed to the wrapper (`openExternalUrl`). One document-level click listener
 * (NativeBridge) does it for every page, so components only mark their links: `download` (or
 * `data-native-download`) for files, `data-native-source="social"` + `data-social-network` for social links.
 */
import type { Environment, NativePayloads } from '@stride/shared';

export type Send = <K extends keyof NativePayloads>(type: K, payload: NativePayloads[K]) => boolean;

/** The filename of a download link: its `download` value, else the last path segment. */
export function downloadFilename(anchor: HTMLAnchorElement, url: URL): string {
  const named = anchor.getAttribute('download');
  if (named) return named;
  const segments = url.pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? 'download');
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Handles a click inside a wrapper; returns true (and prevents the browser's own handling) when the app
 * took the link. `send` returns false outside a wrapper, and then the link works as on the web.
 */
export function handleNativeLinkClick(
  event: MouseEvent,
  environment: Environment,
  send: Send,
  pageOrigin: string,
): boolean {
  if (environment === 'web' || !isPlainLeftClick(event)) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', pageOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;

  let handled = false;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-native-download')) {
    handled = send('downloadFile', {
      url: url.href,
      filename: downloadFilename(anchor, url),
      mimeType: anchor.getAttribute('data-mime-type') ?? anchor.getAttribute('type'),
    });
  } else if (anchor.dataset.nativeSource === 'social') {
    send('gaEvent', {
      name: 'social_link_click',
      params: { network: anchor.dataset.socialNetwork ?? url.hostname, url: url.href },
    });
    handled = send('openExternalUrl', { url: url.href, source: 'social' });
  } else if (environment === 'ios' && url.origin !== pageOrigin) {
    handled = send('openExternalUrl', { url: url.href, source: 'link' });
  }
  if (handled) event.preventDefault();
  return handled;
}
