import { isNativeEnvironment } from '@stride/shared';
import { useEffect, useState } from 'react';
import { useConsent } from '../cookie-banner/consent';
import { CloseIcon } from '../ui/icons';
import { APP_LINKS } from './app-links';
import { storedEnvironment } from './environment';

/** Session key remembering that the visitor closed the banner (for this tab only). */
export const APP_BANNER_DISMISSED_KEY = 'stride.appBannerDismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(APP_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export interface AppBannerProps {
  /** The app setting showAppLinks (SPEC §1). */
  show: boolean;
}

/**
 * The app-download banner (SPEC §1): follows the `showAppLinks` setting, never shows inside the native
 * wrappers (environment key), waits until the cookie banner is answered so the two never stack, and can be
 * closed for the session. Decided in the browser only, so nothing flashes inside the apps. A strip in the
 * page's flow above the header (issue 16): it pushes the page down instead of floating over its bottom,
 * where write-a-post's Publish button and a syndicate's "Request info" sit at 375 px.
 */
export function AppBanner({ show }: AppBannerProps) {
  const consent = useConsent();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(show && !isNativeEnvironment(storedEnvironment()) && !dismissedThisSession());
  }, [show]);

  if (!visible || !consent?.accepted) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(APP_BANNER_DISMISSED_KEY, '1');
    } catch {
      // The banner just comes back on the next page.
    }
    setVisible(false);
  };

  return (
    <aside aria-label="Get the Stride app" className="surface-dark -order-1 bg-ink-900 text-white">
      <div className="mx-auto flex max-w-5xl items-center gap-3 py-2 pr-2 pl-4 sm:px-6">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand text-base font-extrabold text-on-brand"
        >
          S
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">Stride in your pocket</p>
          <p className="text-xs text-white/75">
            Updates and race alerts on{' '}
            <a
              href={APP_LINKS.ios.url}
              target="_blank"
              rel="noopener"
              className="font-semibold text-white underline underline-offset-2"
            >
              {APP_LINKS.ios.label}
            </a>{' '}
            and{' '}
            <a
              href={APP_LINKS.android.url}
              target="_blank"
              rel="noopener"
              className="font-semibold text-white underline underline-offset-2"
            >
              {APP_LINKS.android.label}
            </a>
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close the app banner"
          className="grid size-10 shrink-0 place-items-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </aside>
  );
}
