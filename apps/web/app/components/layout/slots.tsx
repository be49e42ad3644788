/*
 * Regions of the default layout (SPEC §2 "Layouts") that other features fill: the cookie message (with
 * the analytics it gates and the app-download banner, which waits for it) and the join dialog.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { AnalyticsScripts } from '../cookie-banner/analytics-scripts';
import { CookieBanner } from '../cookie-banner/cookie-banner';
import { useJoinTriggers } from '../join-dialog/use-join-triggers';
import { useOptionalRootData } from '../../lib/root-data';
import { inOwnTask } from '../../lib/hydration/after-paint';

// The app banner is decided in the browser only (never in the server's HTML): its code loads when the
// setting shows it (decision 032). The cookie banner is in the server's HTML (decision 033): not lazy.
const AppBanner = lazy(() => import('../app-banner/app-banner').then((m) => ({ default: m.AppBanner })));
// The dialog (its summary, sign-in prompt and forms) loads on the first request to join, not with every
// page (decision 032); until then only its triggers listen.
const JoinDialog = lazy(() => import('../join-dialog/join-dialog').then((m) => ({ default: m.JoinDialog })));

/**
 * True from the first effect on: the client-only app banner mounts after the render that takes over the
 * server's document, so its lazy code never suspends inside it (decision 032).
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // A task after the takeover's effects: the lazy pieces' imports (and their preload links) start there.
  useEffect(() => inOwnTask(() => setMounted(true)), []);
  return mounted;
}

/** Cookie message (SPEC §2 "Cookie banner"), the consent-gated analytics and the app banner (SPEC §1). */
export function CookieMessageSlot() {
  const root = useOptionalRootData();
  const mounted = useMounted();
  return (
    <>
      <CookieBanner />
      <AnalyticsScripts gtmId={root?.env.GTM_ID} gaId={root?.env.GA_ID} />
      {mounted && root?.site.showAppLinks === true && (
        <Suspense fallback={null}>
          <AppBanner show />
        </Suspense>
      )}
    </>
  );
}

/** Listens for what opens the join dialog (clicks on triggers, `?join=`, a pending id) until it first does. */
function JoinTriggers({ onOpen, signedIn }: { onOpen: (syndicateId: number) => void; signedIn: boolean }) {
  useJoinTriggers(onOpen, signedIn);
  return null;
}

/** Syndicate join dialog (SPEC §2 "Join-syndicate dialog"), mounted on the first request to join. */
export function JoinDialogSlot() {
  const signedIn = (useOptionalRootData()?.user ?? null) !== null;
  const [first, setFirst] = useState<number | null>(null);
  if (first === null) return <JoinTriggers onOpen={setFirst} signedIn={signedIn} />;
  return (
    <Suspense fallback={null}>
      <JoinDialog initialSyndicateId={first} />
    </Suspense>
  );
}
