/*
 * Regions of the default layout (SPEC §2 "Layouts") that other features fill: the cookie message (with
 * the analytics it gates and the app-download banner, which waits for it) and the join dialog.
 */
import { AppBanner } from '../app-banner';
import { AnalyticsScripts, CookieBanner } from '../cookie-banner';
import { JoinDialog } from '../join-dialog';
import { useOptionalRootData } from '../../lib/root-data';

/** Cookie message (SPEC §2 "Cookie banner"), the consent-gated analytics and the app banner (SPEC §1). */
export function CookieMessageSlot() {
  const root = useOptionalRootData();
  return (
    <>
      <CookieBanner />
      <AnalyticsScripts gtmId={root?.env.GTM_ID} gaId={root?.env.GA_ID} />
      <AppBanner show={root?.site.showAppLinks === true} />
    </>
  );
}

/** Syndicate join dialog (SPEC §2 "Join-syndicate dialog"). */
export function JoinDialogSlot() {
  return <JoinDialog />;
}
