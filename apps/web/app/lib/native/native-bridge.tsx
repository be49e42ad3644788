/**
 * The web side of the wrappers, mounted once in the root: sends the navigation messages of SPEC §7 as
 * React Router navigates, `postLoginRedirectFinished` on the first page after a sign-in, and lets the app
 * take downloads, social links and (on iOS) external links. Renders nothing; does nothing on the web.
 *
 * - `navigationCleanup` when a navigation starts (from → to);
 * - `navigationSuccess` + `navigationFinish { ok: true }` when a new location rendered (the first page too);
 * - `navigationFinish { ok: false }` when a navigation ended where it started (failed or cancelled).
 */
import type { NativePayloads } from '@stride/shared';
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigation } from 'react-router';
import { currentEnvironment } from './environment';
import { takePostLoginMark } from './post-login';
import { sendNativeMessage } from './send';
import { useNativeEnvironment } from './use-native-environment';
import { inOwnTask } from '../hydration/after-paint';

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

export interface NativeBridgeProps {
  /** A user is signed in (the wrapper registers for push then). */
  loggedIn: boolean;
}

/** Wires the page to the wrapper it runs in (see the module comment). */
export function NativeBridge({ loggedIn }: NativeBridgeProps) {
  const environment = useNativeEnvironment();
  const location = useLocation();
  const navigation = useNavigation();
  const shown = useRef<string | null>(null);
  const started = useRef<{ from: string; to: string } | null>(null);
  const path = pathOf(location);
  const native = environment !== 'web';

  useEffect(() => {
    if (!native) return;
    const send = <K extends keyof NativePayloads>(type: K, payload: NativePayloads[K]) =>
      sendNativeMessage(type, payload, { environment });
    // Only a wrapper's page needs the link rules: loaded then, not on the web (decision 032). The click
    // handler must decide synchronously (preventDefault), so it is attached once they have loaded.
    let onClick: ((event: MouseEvent) => void) | null = null;
    let cancelled = false;
    void import('./links').then(({ handleNativeLinkClick }) => {
      if (cancelled) return;
      onClick = (event) => {
        handleNativeLinkClick(event, environment, send, window.location.origin);
      };
      document.addEventListener('click', onClick);
    });
    return () => {
      cancelled = true;
      if (onClick) document.removeEventListener('click', onClick);
    };
  }, [native, environment]);

  useEffect(() => {
    if (!native || navigation.state === 'idle' || !navigation.location || started.current) return;
    started.current = { from: shown.current ?? path, to: pathOf(navigation.location) };
    sendNativeMessage('navigationCleanup', started.current, { environment });
  }, [native, environment, navigation.state, navigation.location, path]);

  useEffect(() => {
    if (!native || shown.current === path) return;
    const first = shown.current === null;
    shown.current = path;
    started.current = null;
    sendNativeMessage('navigationSuccess', { path, loggedIn }, { environment });
    sendNativeMessage('navigationFinish', { path, ok: true }, { environment });
    if (first && takePostLoginMark())
      sendNativeMessage('postLoginRedirectFinished', { path }, { environment });
  }, [native, environment, path, loggedIn]);

  useEffect(() => {
    if (!native || navigation.state !== 'idle' || !started.current) return;
    // Back to idle without a new location: the navigation failed or was cancelled.
    started.current = null;
    sendNativeMessage('navigationFinish', { path, ok: false }, { environment });
  }, [native, environment, navigation.state, path]);

  // On the web the mark is simply cleared, so it never reaches a later wrapper session. (The stored
  // value, not the hook's: the hook says `web` while hydrating, before a wrapper's first effect ran.)
  // A cookie write (2–6 ms): in a task of its own, not among the takeover's effects.
  useEffect(
    () =>
      inOwnTask(() => {
        if (currentEnvironment() === 'web') takePostLoginMark();
      }),
    [],
  );

  return null;
}
