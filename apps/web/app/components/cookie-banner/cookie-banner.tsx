import { PRIVACY_COOKIES_PATH } from '@stride/shared';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { acceptCookies, useConsent } from './consent';

const linkClass = 'font-semibold text-brand-ink underline underline-offset-2 hover:no-underline';

// The manage dialog (Radix dialog, switches) is code a visitor needs only after pressing Manage.
const ManageCookiesDialog = lazy(() => import('./manage-cookies-dialog'));
const preloadManageDialog = () => void import('./manage-cookies-dialog');

/**
 * SPEC §2 cookie banner: shown until accepted, with Accept (essential and analytics) and Manage. Rendered
 * only in the browser, since whether it was accepted lives in local storage.
 */
export function CookieBanner() {
  const consent = useConsent();
  const [managing, setManaging] = useState(false);
  const [managed, setManaged] = useState(false);
  if (managing && !managed) setManaged(true);
  if (consent === null) return null;

  return (
    <>
      {!consent.accepted && (
        <section
          aria-label="Cookie consent"
          className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card border border-line bg-surface p-4 shadow-float sm:inset-x-6 sm:bottom-6 sm:p-5"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm leading-6 text-fg">
              We use essential cookies to run Stride and, with your consent, analytics cookies to improve it.{' '}
              <Link to={PRIVACY_COOKIES_PATH} className={linkClass}>
                Learn more
              </Link>
            </p>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
              <Button
                variant="outline"
                onClick={() => setManaging(true)}
                onPointerEnter={preloadManageDialog}
                onFocus={preloadManageDialog}
                aria-haspopup="dialog"
              >
                Manage
              </Button>
              <Button onClick={() => acceptCookies(true)}>Accept</Button>
            </div>
          </div>
        </section>
      )}
      {managed && (
        <Suspense fallback={null}>
          <ManageCookiesDialog open={managing} onOpenChange={setManaging} />
        </Suspense>
      )}
    </>
  );
}
