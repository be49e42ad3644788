import { ButtonLink } from '../ui/button';

/** SPEC §2 success dialog buttons: the syndicates list, home and the contact page; each closes the dialog. */
export function JoinSuccessActions({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <ButtonLink to="/contact-us/" variant="ghost" onClick={onNavigate}>
        Contact us
      </ButtonLink>
      <ButtonLink to="/" variant="outline" onClick={onNavigate}>
        Home
      </ButtonLink>
      <ButtonLink to="/syndicates/" onClick={onNavigate}>
        View syndicates
      </ButtonLink>
    </>
  );
}
