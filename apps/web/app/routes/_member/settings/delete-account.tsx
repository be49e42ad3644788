import {
  ACCOUNT_DELETION_HOURS,
  COMMENT_MAX_LENGTH,
  type RemovedUserReason,
  referenceField,
} from '@stride/shared';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import {
  DELETION_CONFIRM_MESSAGE,
  DeleteAccountForm,
} from '../../../components/settings/delete-account-form';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Heading, Text } from '../../../components/ui/typography';
import { ApiRequestError, apiGet, apiSend } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import {
  type FieldErrors,
  formText,
  violationFieldErrors,
  zodFieldErrors,
} from '../../../lib/forms/field-errors';
import type { Route } from './+types/delete-account';

export const meta: Route.MetaFunction = () => [{ title: 'Delete account | Stride' }];

export const DELETION_SUCCESS_PATH = '/settings/delete-account/success/';

const deletionForm = z.object({
  reason: referenceField('removed-users-reasons', 'Please select a reason from the list').optional(),
  reasonText: z.string().trim().max(COMMENT_MAX_LENGTH).optional(),
  confirm: z.literal('yes', { error: DELETION_CONFIRM_MESSAGE }),
});

/** The reasons to choose from (GET removed-users-reasons). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const reasons = await apiGet<{ data: RemovedUserReason[] }>('/api/removed-users-reasons', {
    session: context.get(authSessionContext),
    signal: request.signal,
  });
  return { reasons: reasons.data };
}

/**
 * POST users/profile-deletion-request with the reason; the API cuts every token at once, so the session
 * ends here too and the confirmation page is shown logged out (SPEC §2: deleted within 24 hours).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(authSessionContext);
  const text = formText(await request.formData(), 'reason', 'reasonText', 'confirm');
  const parsed = deletionForm.safeParse({
    reason: text.reason === '' ? undefined : text.reason,
    reasonText: text.reasonText === '' ? undefined : text.reasonText,
    confirm: text.confirm,
  });
  if (!parsed.success)
    return data<{ errors: FieldErrors }>({ errors: zodFieldErrors(parsed.error) }, { status: 422 });
  try {
    await apiSend(
      'POST',
      '/api/users/profile-deletion-request',
      { reason: parsed.data.reason ?? null, reasonText: parsed.data.reasonText ?? null },
      { session },
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      return data<{ errors: FieldErrors }>(
        { errors: violationFieldErrors(error.violations) },
        { status: 422 },
      );
    }
    throw error;
  }
  session.reset();
  throw redirect(DELETION_SUCCESS_PATH);
}

/** Delete account (SPEC §2 settings): why, a note, a confirmation; or back to settings. */
export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="max-w-2xl">
        <Eyebrow className="mb-3">Account</Eyebrow>
        <Heading level={1} size="xl">
          Delete account
        </Heading>
        <Text size="lg" tone="muted" className="mt-4">
          We are sorry to see you go. Once you confirm, your account is deleted within{' '}
          {ACCOUNT_DELETION_HOURS} hours and you are logged out straight away.
        </Text>
      </div>
      <Card className="mt-10 max-w-2xl">
        <DeleteAccountForm reasons={loaderData.reasons} errors={actionData?.errors} />
      </Card>
      <ButtonLink to="/settings/" variant="ghost" size="sm" className="mt-6">
        Back to settings
      </ButtonLink>
    </Container>
  );
}
