import { ACCOUNT_DELETION_MESSAGE } from '@stride/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Heading, Text } from '../../../components/ui/typography';
import type { Route } from './+types/delete-account-success';

export const meta: Route.MetaFunction = () => [
  { title: 'Account deletion requested | Stride' },
  { name: 'robots', content: 'noindex' },
];

/** Confirmation after an account deletion request (SPEC §2: deleted within 24 hours); the visitor is logged out. */
export default function DeleteAccountSuccessPage() {
  return (
    <Container className="flex justify-center py-14 sm:py-20">
      <Card className="w-full max-w-lg p-6 text-center sm:p-10">
        <Eyebrow className="mb-3">Account</Eyebrow>
        <Heading level={1} size="lg">
          Account deletion requested
        </Heading>
        <Text size="lg" className="mt-4">
          {ACCOUNT_DELETION_MESSAGE}
        </Text>
        <Text tone="muted" className="mt-2">
          You have been logged out. Thank you for riding with Stride.
        </Text>
        <ButtonLink to="/" variant="primary" size="md" className="mt-8">
          Back to home
        </ButtonLink>
      </Card>
    </Container>
  );
}
