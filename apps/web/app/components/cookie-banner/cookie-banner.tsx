import { PRIVACY_COOKIES_PATH } from '@stride/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Switch } from '../ui/switch';
import { acceptCookies, readConsent, useConsent } from './consent';

const linkClass = 'font-semibold text-brand-ink underline underline-offset-2 hover:no-underline';

/** Manage dialog (SPEC §2): essential cookies locked on, analytics toggle from the stored choice. */
function ManageCookiesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Manage cookies"
      description={
        <>
          Choose which cookies Stride may use. Read more in our{' '}
          <Link to={PRIVACY_COOKIES_PATH} className={linkClass} onClick={() => onOpenChange(false)}>
            privacy policy
          </Link>
          .
        </>
      }
    >
      {/* Keyed by opening so the analytics toggle starts from the stored value each time. */}
      {open && <ManageCookiesForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function ManageCookiesForm({ onDone }: { onDone: () => void }) {
  const [analytics, setAnalytics] = useState(() => readConsent().analytics);
  return (
    <div className="grid gap-5">
      <Switch
        label="Essential cookies"
        description="Needed for signing in, security and remembering these choices. Always on."
        checked
        disabled
      />
      <Switch
        label="Analytics cookies"
        description="Help us understand how the site is used, through Google Tag Manager and Google Analytics."
        checked={analytics}
        onCheckedChange={setAnalytics}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            acceptCookies(false);
            onDone();
          }}
        >
          Essential only
        </Button>
        <Button
          onClick={() => {
            acceptCookies(analytics);
            onDone();
          }}
        >
          Save choices
        </Button>
      </div>
    </div>
  );
}

/**
 * SPEC §2 cookie banner: shown until accepted, with Accept (essential and analytics) and Manage. Rendered
 * only in the browser, since whether it was accepted lives in local storage.
 */
export function CookieBanner() {
  const consent = useConsent();
  const [managing, setManaging] = useState(false);
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
              <Button variant="outline" onClick={() => setManaging(true)} aria-haspopup="dialog">
                Manage
              </Button>
              <Button onClick={() => acceptCookies(true)}>Accept</Button>
            </div>
          </div>
        </section>
      )}
      <ManageCookiesDialog open={managing} onOpenChange={setManaging} />
    </>
  );
}
