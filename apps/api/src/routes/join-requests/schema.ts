/**
 * Request and response schemas of the join-request routes: the visitor's quick request (shared anonymous
 * join schema) and a signed-in user's request (the syndicate, plus join-form fields that override the
 * profile when given).
 */
import {
  ANONYMOUS_JOIN_VIOLATION_FIELDS,
  FIELD_LABELS,
  anonymousJoinRequestSchema,
  referenceField,
  requiredMessage,
  syndicateJoinFormSchema,
} from '@stride/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPropertyPath } from '../../plugins/error-handler.js';
import { unprocessable, type HttpError } from '../../lib/http-errors.js';

export const anonymousJoinBody = anonymousJoinRequestSchema;

/** The user's join form without the terms box (the dialog gates on it) and with every field optional. */
export const userJoinBody = syndicateJoinFormSchema
  .omit({ terms: true })
  .partial()
  .extend({ syndicate: referenceField('syndicates', requiredMessage(FIELD_LABELS.syndicate)) });

/** 422 message when the syndicate does not exist or is not shown to the caller. */
export const UNKNOWN_SYNDICATE_MESSAGE = 'Please choose a syndicate from the list';
/** 409 message when a user asks to join a syndicate they already belong to. */
export const ALREADY_MEMBER_MESSAGE = 'You are already a member of this syndicate';

export const joinRequestResponse = z.object({
  id: z.number().int(),
  syndicate: z.string(),
  status: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Turns a body validation error of the anonymous request into a 422 whose propertyPaths name the dialog's
 * fields (SPEC §5: firstname, lastname, email, phone — `phoneNumber` is reported as `phone`).
 */
export function anonymousJoinValidationError(error: Error): Error | HttpError {
  if (!hasZodFastifySchemaValidationErrors(error)) return error;
  return unprocessable(
    error.validation.map((issue) => {
      const path = toPropertyPath(issue.instancePath);
      return {
        propertyPath: ANONYMOUS_JOIN_VIOLATION_FIELDS[path] ?? path,
        message: issue.message ?? 'Invalid value',
      };
    }),
  );
}
