import { ACCOUNT_DELETION_HOURS, changePasswordSchema } from '@stride/shared';
import { Link, data } from 'react-router';
import {
  CHANGE_PASSWORD_INTENT,
  type ChangePasswordResult,
  ChangePasswordForm,
} from '../../../components/settings/change-password-form';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Heading, Text } from '../../../components/ui/typography';
import { ApiRequestError, apiSend } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import { displayName } from '../../../lib/auth/user';
import { formText, violationFieldErrors, zodFieldErrors } from '../../../lib/forms/field-errors';
import { useRootData } from '../../../lib/root-data';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Stride' }];

/** POST change-password (SPEC §2 settings): validated with the shared schema, then by the API (422 violations). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== CHANGE_PASSWORD_INTENT) throw data('Unknown form', { status: 400 });
  const parsed = changePasswordSchema.safeParse(formText(form, 'currentPassword', 'newPassword'));
  if (!parsed.success) {
    return data<ChangePasswordResult>({ ok: false, errors: zodFieldErrors(parsed.error) }, { status: 422 });
  }
  try {
    await apiSend('POST', '/api/change-password', parsed.data, { session: context.get(authSessionContext) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      return data<ChangePasswordResult>({ ok: false, errors: violationFieldErrors(error.violations) }, { status: 422 });
    }
    if (error instanceof ApiRequestError && error.status === 429) {
      return data<ChangePasswordResult>({ ok: false, errors: { form: error.message } }, { status: 429 });
    }
    throw error;
  }
  return data<ChangePasswordResult>({ ok: true });
}

/**
 * Settings (SPEC §2): account details (the profile form arrives with the members' area), change password
 * and the way to delete the account.
 */
export default function SettingsPage({ actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  return (
    <Container className="py-12 sm:py-16">
      <div className="max-w-2xl">
        <Eyebrow className="mb-3">Account</Eyebrow>
        <Heading level={1} size="xl">
          Settings
        </Heading>
        <Text size="lg" tone="muted" className="mt-4">
          Your account details, contact preferences and password.
        </Text>
      </div>
      <div className="mt-10 grid max-w-2xl gap-6">
        <Card aria-labelledby="account-details">
          <Heading level={2} size="md" id="account-details">
            Account details
          </Heading>
          {user && (
            <dl className="mt-4 grid gap-3 text-[0.9375rem] sm:grid-cols-[9rem_1fr]">
              <dt className="font-semibold text-fg">Name</dt>
              <dd className="text-fg-muted">{displayName(user)}</dd>
              <dt className="font-semibold text-fg">Email</dt>
              <dd className="break-all text-fg-muted">{user.email}</dd>
            </dl>
          )}
          <Text size="sm" tone="muted" className="mt-5" data-testid="profile-form-placeholder">
            Editing your details and contact preferences (by e-mail or phone) will be available here soon.
          </Text>
        </Card>
        <Card aria-labelledby="change-password">
          <Heading level={2} size="md" id="change-password" className="mb-5">
            Change password
          </Heading>
          <ChangePasswordForm result={actionData} />
        </Card>
        <Card aria-labelledby="delete-account">
          <Heading level={2} size="md" id="delete-account">
            Delete account
          </Heading>
          <Text tone="muted" className="mt-3">
            Your account and personal data are deleted within {ACCOUNT_DELETION_HOURS} hours of your request.
          </Text>
          <Link
            to="/settings/delete-account/"
            className="mt-5 inline-flex h-11 items-center rounded-full border border-danger/40 px-5 text-[0.9375rem] font-semibold text-danger transition-colors hover:bg-danger/5"
          >
            Delete my account
          </Link>
        </Card>
      </div>
    </Container>
  );
}
