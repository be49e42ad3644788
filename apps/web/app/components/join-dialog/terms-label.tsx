import { Link } from '../ui/link';

const linkClass = 'font-semibold text-brand-ink underline underline-offset-2 hover:no-underline';

/** Label of the terms box; the links open in a new tab so the half-filled form is not lost. */
export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <Link to="/terms-and-conditions/" target="_blank" rel="noopener" className={linkClass}>
        Terms and Conditions
      </Link>{' '}
      and the{' '}
      <Link to="/privacy-policy/" target="_blank" rel="noopener" className={linkClass}>
        Privacy Policy
      </Link>
    </>
  );
}
