import {
  ACCOUNT_DELETION_HOURS,
  type CountriesList,
  type User,
  changePasswordSchema,
  settingsFormSchema,
} from '@stride/shared';
import { data } from 'react-router';
import { Link } from '../../../components/ui/link';
import {
  CHANGE_PASSWORD_INTENT,
  type ChangePasswordResult,
  ChangePasswordForm,
} from '../../../components/settings/change-password-form';
import {
  type ChangeEmailResult,
  ChangeEmailForm,
  EMAIL_CHANGE_CONFIRM_INTENT,
  EMAIL_CHANGE_REQUEST_INTENT,
} from '../../../components/settings/change-email-form';
import { changeEmailAction } from '../../../components/settings/change-email.server';
import { PROFILE_INTENT, profileInput } from '../../../components/settings/profile-values';
import { ProfileForm, type ProfileResult } from '../../../components/settings/profile-form';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Heading, Text } from '../../../components/ui/typography';
import { ApiRequestError, apiGet, apiSend } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import { toCurrentUser } from '../../../lib/auth/user';
import { formText, violationFieldErrors, zodFieldErrors } from '../../../lib/forms/field-errors';
import { useRootData } from '../../../lib/root-data';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Stride' }];

/** The countries of the settings form's select (null when the list cannot be had: the field still works). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = context.get(authSessionContext);
  const countries = await apiGet<CountriesList>('/api/countries-list', {
    session,
    signal: request.signal,
  }).catch(() => null);
  return { countries };
}

/**
 * PATCH users/{id} with the settings form (SPEC §3, §7): checked with the shared schema, then by the API;
 * its answer is the new current user (the root loader revalidates after this action too).
 */
async function saveProfile(form: FormData, context: Route.ActionArgs['context']) {
  const parsed = settingsFormSchema.safeParse(profileInput(form));
  if (!parsed.success) {
    return data<ProfileResult>({ ok: false, errors: zodFieldErrors(parsed.error) }, { status: 422 });
  }
  const session = context.get(authSessionContext);
  const user = await session.currentUser();
  if (!user) throw data('Unauthorized', { status: 401 });
  try {
    const updated = await apiSend<User>('PATCH', `/api/users/${user.id}`, parsed.data, { session });
    return data<ProfileResult>({ ok: true, user: toCurrentUser(updated) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      return data<ProfileResult>(
        { ok: false, errors: violationFieldErrors(error.violations) },
        { status: 422 },
      );
    }
    if (error instanceof ApiRequestError && error.status < 500) {
      return data<ProfileResult>({ ok: false, errors: { form: error.message } }, { status: error.status });
    }
    throw error;
  }
}

/** POST change-password or the profile (SPEC §2 settings): validated with the shared schemas, then by the API (422 violations). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === PROFILE_INTENT) return saveProfile(form, context);
  if (intent === EMAIL_CHANGE_REQUEST_INTENT || intent === EMAIL_CHANGE_CONFIRM_INTENT) {
    return changeEmailAction(intent, form, context.get(authSessionContext));
  }
  if (form.get('intent') !== CHANGE_PASSWORD_INTENT) throw data('Unknown form', { status: 400 });
  const parsed = changePasswordSchema.safeParse(formText(form, 'currentPassword', 'newPassword'));
  if (!parsed.success) {
    return data<ChangePasswordResult>({ ok: false, errors: zodFieldErrors(parsed.error) }, { status: 422 });
  }
  try {
    await apiSend('POST', '/api/change-password', parsed.data, { session: context.get(authSessionContext) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      return data<ChangePasswordResult>(
        { ok: false, errors: violationFieldErrors(error.violations) },
        { status: 422 },
      );
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
export default function SettingsPage({ actionData, loaderData }: Route.ComponentProps) {
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
          <Text size="sm" tone="muted" className="mt-1 mb-5">
            Used for your syndicate membership and to reach you about your horses.
          </Text>
          {user && <ProfileForm user={user} countries={loaderData.countries} />}
        </Card>
        <Card aria-labelledby="change-password">
          <Heading level={2} size="md" id="change-password" className="mb-5">
            Change password
          </Heading>
          <ChangePasswordForm
            result={
              actionData && !('user' in actionData) && !('intent' in actionData)
                ? (actionData as ChangePasswordResult)
                : undefined
            }
          />
        </Card>
        <Card aria-labelledby="change-email">
          <Heading level={2} size="md" id="change-email">
            Change e-mail address
          </Heading>
          <Text size="sm" tone="muted" className="mt-1 mb-5">
            We send a code to the new address; your other devices are signed out once it is confirmed.
          </Text>
          <ChangeEmailForm
            result={actionData && 'intent' in actionData ? (actionData as ChangeEmailResult) : undefined}
          />
        </Card>
        <Card aria-labelledby="download-data">
          <Heading level={2} size="md" id="download-data">
            Download my data
          </Heading>
          <Text tone="muted" className="mt-3">
            A copy of everything Stride keeps about you — profile, memberships, comments, messages, likes and
            uploads — as one JSON file.
          </Text>
          <a
            href="/settings/data-export/"
            download
            className="mt-5 inline-flex h-11 items-center rounded-full border border-line px-5 text-[0.9375rem] font-semibold text-fg transition-colors hover:border-fg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Download my data
          </a>
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
