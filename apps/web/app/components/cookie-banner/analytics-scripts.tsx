import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsIds } from './analytics';
import { captureClickIds } from './click-ids';
import { useConsent } from './consent';

/**
 * Keeps the landing page's click ids and, once the visitor agreed to analytics, loads the tag manager and
 * analytics. Renders nothing; before consent no third-party request is made.
 */
export function AnalyticsScripts({ gtmId, gaId }: AnalyticsIds) {
  const consent = useConsent();
  const { search } = useLocation();
  const agreed = consent?.analytics === true;

  useEffect(() => {
    captureClickIds(search);
  }, [search]);

  useEffect(() => {
    // The loader is fetched only once the visitor agreed (decision 032).
    if (agreed)
      void import('./analytics').then(({ loadAnalytics }) =>
        loadAnalytics({ gtmId, gaId }, captureClickIds(window.location.search)),
      );
  }, [agreed, gtmId, gaId]);

  return null;
}
