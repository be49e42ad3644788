import { PRIVACY_COOKIES_PATH } from '@stride/shared';
import { useState } from 'react';
import { Link } from '../ui/link';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Switch } from '../ui/switch';
import { acceptCookies, readConsent } from './consent';

const linkClass = 'font-semibold text-brand-ink underline underline-offset-2 hover:no-underline';

/** Manage dialog (SPEC §2), loaded when Manage is first pressed (decision 026): essential cookies locked on, analytics toggle from the stored choice. */
export default function ManageCookiesDialog({
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
