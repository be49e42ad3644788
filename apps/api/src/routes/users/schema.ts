/** Request bodies of the account endpoints, built on the shared form schemas. */
import { COMMENT_MAX_LENGTH, changePasswordSchema, referenceField, settingsFormSchema, tooLongMessage } from '@stride/shared';
import { z } from 'zod';

/** Merge patch (RFC 7396): `null` removes a value, which for our optional text fields means ''. */
function nullsToEmpty(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, v === null ? '' : v]));
}

/**
 * PATCH users/{id}: any subset of the settings form. Unknown keys (roles, id, status, password…) are
 * dropped by the object schema, never applied.
 */
export const profilePatchBody = z.preprocess(nullsToEmpty, settingsFormSchema.partial());

/** POST change-password. */
export const changePasswordBody = changePasswordSchema;

/** POST users/profile-deletion-request: an optional reason (id or IRI) and an optional free text. */
export const deletionRequestBody = z
  .object({
    reason: referenceField('removed-users-reasons', 'Please select a reason from the list').nullish(),
    reasonText: z
      .string()
      .trim()
      .max(COMMENT_MAX_LENGTH, { error: tooLongMessage('reason', COMMENT_MAX_LENGTH) })
      .nullish(),
  })
  .default({});

/** 202 answer of the deletion request. */
export const deletionRequestResponse = z.object({ message: z.string() });
