import { PRIVACY_COOKIES_PATH, STORAGE_KEYS } from '@stride/shared';
import { Suspense, lazy, useContext, useState } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { Link } from '../ui/link';
import { Button } from '../ui/button';
import { acceptCookies, useConsent } from './consent';

// Design-system classes (app/design-system.css): on every visitor's first page, so kept short.
const linkClass = 'cookie-banner-link';

// The manage dialog (Radix dialog, switches) is code a visitor needs only after pressing Manage.
const ManageCookiesDialog = lazy(() => import('./manage-cookies-dialog'));
const preloadManageDialog = () => void import('./manage-cookies-dialog');

/**
 * Runs where the server-rendered banner starts: a visitor who already answered (local storage) gets
 * `data-consent` on <html> before the banner is parsed, and `.cookie-banner` stays hidden (app.css).
 */
export const HIDE_ANSWERED_BANNER = `try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.cookieAccepted,
)})==='true')document.documentElement.dataset.consent=''}catch(e){}`;

/**
 * SPEC §2 cookie banner: shown until accepted, with Accept (essential and analytics) and Manage. It sits
 * in the page's flow at the top (issue 16 / issue 18 item 16), so it never covers a page's primary action.
 * Whether it was accepted lives in local storage, so the server renders it for everyone, with a nonced
 * inline script that hides it at once for a visitor who answered: rendered only in the browser it pushed
 * the whole page down after hydration (a 0.13 layout shift on the home page, decision 033).
 */
export function CookieBanner() {
  const consent = useConsent();
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const [managing, setManaging] = useState(false);
  const [managed, setManaged] = useState(false);
  if (managing && !managed) setManaged(true);

  return (
    <>
      {consent === null && (
        // Server render (and hydration): the decision runs in the browser before the banner paints.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_ANSWERED_BANNER }} />
      )}
      {!consent?.accepted && (
        // In the page's flow above the header (-order-1 in the layout's flex column), never floating over
        // it: at 375 px a floating banner covered the bottom third, a syndicate's "Request info" included.
        <section aria-label="Cookie consent" className="cookie-banner">
          <div className="cookie-banner-row">
            <p className="cookie-banner-text">
              {/* One text node with its space: no React separator in the HTML. */}
              {
                'We use essential cookies to run Stride and, with your consent, analytics cookies to improve it. '
              }
              <Link to={PRIVACY_COOKIES_PATH} className={linkClass}>
                How we use cookies
              </Link>
            </p>
            <div className="cookie-banner-actions">
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
