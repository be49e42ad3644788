/**
 * The dialog's two forms, built from the shared rules so the browser reports the API's words (SPEC §5):
 * the visitor's quick request and the signed-in user's prefilled join form; both need the terms box.
 */
import {
  ANONYMOUS_JOIN_VIOLATION_FIELDS,
  emailField,
  firstnameField,
  lastnameField,
  optionalPhoneField,
  syndicateJoinFormSchema,
  termsField,
} from '@stride/shared';
import { z } from 'zod';

/** Visitor's quick request (POST syndicate-anonymous-join-requests) plus the terms box. */
export const visitorJoinFormSchema = z.object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  phone: optionalPhoneField(),
  terms: termsField(),
});
export type VisitorJoinValues = z.input<typeof visitorJoinFormSchema>;

/** Signed-in user's join form (SPEC §3 syndicate join form). */
export const memberJoinFormSchema = syndicateJoinFormSchema;
export type MemberJoinValues = z.input<typeof memberJoinFormSchema>;

const VISITOR_FIELDS = new Set(Object.keys(visitorJoinFormSchema.shape));
const MEMBER_FIELDS = new Set(Object.keys(memberJoinFormSchema.shape));

/** Field of a server violation on the visitor form (phoneNumber shows on phone); null for others. */
export function visitorFieldOf(propertyPath: string): string | null {
  const field = ANONYMOUS_JOIN_VIOLATION_FIELDS[propertyPath] ?? propertyPath;
  return VISITOR_FIELDS.has(field) ? field : null;
}

/** Field of a server violation on the member form; null for others (e.g. syndicate). */
export function memberFieldOf(propertyPath: string): string | null {
  return MEMBER_FIELDS.has(propertyPath) ? propertyPath : null;
}
