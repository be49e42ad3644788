/**
 * The settings action's two e-mail change steps (decision 020): POST users/email-change and
 * POST users/email-change/confirm, with the API's 422 violations shown on their fields.
 */
import { emailChangeConfirmSchema, emailChangeRequestSchema } from '@stride/shared';
import { data } from 'react-router';
import { ApiRequestError, apiSend } from '../../lib/api/client.server';
import type { ServerAuthSession } from '../../lib/auth/server-session.server';
import { formText, violationFieldErrors, zodFieldErrors } from '../../lib/forms/field-errors';
import { EMAIL_CHANGE_CONFIRM_INTENT, EMAIL_CHANGE_REQUEST_INTENT, type ChangeEmailResult } from './change-email-form';

function failure(result: ChangeEmailResult, status: number) {
  return data<ChangeEmailResult>(result, { status });
}

/** Runs one step; `intent` is one of the two e-mail change intents. */
export async function changeEmailAction(intent: string, form: FormData, session: ServerAuthSession) {
  const email = String(form.get('email') ?? '');
  try {
    if (intent === EMAIL_CHANGE_REQUEST_INTENT) {
      const parsed = emailChangeRequestSchema.safeParse(formText(form, 'email', 'currentPassword'));
      if (!parsed.success) return failure({ intent, ok: false, errors: zodFieldErrors(parsed.error) }, 422);
      await apiSend('POST', '/api/users/email-change', parsed.data, { session });
      return data<ChangeEmailResult>({ intent, ok: true, email: parsed.data.email });
    }
    const parsed = emailChangeConfirmSchema.safeParse(formText(form, 'code'));
    if (!parsed.success) return failure({ intent: EMAIL_CHANGE_CONFIRM_INTENT, ok: false, errors: zodFieldErrors(parsed.error), email }, 422);
    await apiSend('POST', '/api/users/email-change/confirm', parsed.data, { session });
    return data<ChangeEmailResult>({ intent: EMAIL_CHANGE_CONFIRM_INTENT, ok: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      const errors = error.status === 422 ? violationFieldErrors(error.violations) : { form: error.message };
      return intent === EMAIL_CHANGE_REQUEST_INTENT
        ? failure({ intent, ok: false, errors }, error.status)
        : failure({ intent: EMAIL_CHANGE_CONFIRM_INTENT, ok: false, errors, email }, error.status);
    }
    throw error;
  }
}
