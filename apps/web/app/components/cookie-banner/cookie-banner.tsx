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
 * only in the browser, since whether it was accepted lives in local storage. It sits in the page's flow at
 * the top (issue 16 / issue 18 item 16), so it never covers a page's primary action.
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
        // In the page's flow above the header (-order-1 in the layout's flex column), never floating over
        // it: at 375 px a floating banner covered the bottom third, a syndicate's "Request info" included.
        <section aria-label="Cookie consent" className="-order-1 border-b border-line bg-surface">
          <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
            <p className="flex-1 text-sm leading-5 text-fg">
              We use essential cookies to run Stride and, with your consent, analytics cookies to improve it.{' '}
              <Link to={PRIVACY_COOKIES_PATH} className={linkClass}>
                Learn more
              </Link>
            </p>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setManaging(true)}
                onPointerEnter={preloadManageDialog}
                onFocus={preloadManageDialog}
                aria-haspopup="dialog"
              >
                Manage
              </Button>
              <Button size="sm" onClick={() => acceptCookies(true)}>
                Accept
              </Button>
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
