import { Link } from '../ui/link';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { Eyebrow, Heading, Text } from '../ui/typography';

export interface SignInProblemProps {
  /** The SPEC §5/§8 message (e.g. 'Pkce state values does not match'). */
  message: string;
  /** Where "Try again" starts over: /login/ or /register/. */
  retryHref: string;
  retryLabel: string;
}

/** What /login/ and /register/ show when a sign-in cannot go on: the reason, try again, or go home. */
export function SignInProblem({ message, retryHref, retryLabel }: SignInProblemProps) {
  return (
    <Container className="flex flex-1 items-start justify-center py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8" role="alert" aria-labelledby="sign-in-problem-title">
        <Eyebrow className="mb-3">Sign-in problem</Eyebrow>
        <Heading level={1} size="lg" id="sign-in-problem-title">
          We could not sign you in
        </Heading>
        <Text tone="muted" className="mt-3" data-testid="sign-in-problem">
          {message}
        </Text>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={retryHref} reloadDocument variant="primary" size="md">
            {retryLabel}
          </ButtonLink>
          <ButtonLink to="/" variant="outline" size="md">
            Back to home
          </ButtonLink>
        </div>
        <Text size="sm" tone="muted" className="mt-6">
          Still stuck?{' '}
          <Link to="/contact-us/" className="font-semibold text-fg underline underline-offset-4">
            Contact us
          </Link>
          .
        </Text>
      </Card>
    </Container>
  );
}
