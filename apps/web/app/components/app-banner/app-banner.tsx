import { isNativeEnvironment } from '@stride/shared';
import { useEffect, useState } from 'react';
import { useConsent } from '../cookie-banner/consent';
import { cn } from '../ui/cn';
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
  /** Lift the banner above the members' bottom menu on small screens. */
  aboveBottomMenu?: boolean;
}

/**
 * The app-download banner (SPEC §1): follows the `showAppLinks` setting, never shows inside the native
 * wrappers (environment key), waits until the cookie banner is answered so the two never stack, and can be
 * closed for the session. Decided in the browser only, so nothing flashes inside the apps.
 */
export function AppBanner({ show, aboveBottomMenu = false }: AppBannerProps) {
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
    <aside
      aria-label="Get the Stride app"
      className={cn(
        'surface-dark fixed inset-x-3 z-30 mx-auto flex max-w-md items-center gap-3 rounded-card bg-ink-900 p-3 pr-2 text-white shadow-float sm:right-6 sm:left-auto sm:mx-0',
        aboveBottomMenu ? 'bottom-22 lg:bottom-6' : 'bottom-3 sm:bottom-6',
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand text-lg font-extrabold text-on-brand"
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
    </aside>
  );
}
