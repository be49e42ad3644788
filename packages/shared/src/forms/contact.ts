/** Contact-us form and newsletter subscription of SPEC §3 (POST contact-us-messages, POST subscribers). */
import { z } from 'zod';
import { referenceField } from '../references.js';
import {
  COMMENT_MAX_LENGTH,
  FIELD_LABELS,
  NAME_MAX_LENGTH,
  emailField,
  requiredMessage,
  requiredText,
} from '../validation.js';

/** Contact form; a missing e-mail reads 'Please add an email address before submission'. */
export const contactFormSchema = z.object({
  name: requiredText(FIELD_LABELS.name, NAME_MAX_LENGTH),
  email: emailField(),
  /** A contact reason id (or IRI) from GET contact-us-reasons. */
  reason: referenceField('contact-us-reasons', requiredMessage(FIELD_LABELS.reason)),
  comment: requiredText(FIELD_LABELS.comment, COMMENT_MAX_LENGTH),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** Newsletter subscriber; holdingSubscriber is always true (SPEC §3). */
export const subscriberSchema = z.object({
  email: emailField(),
  holdingSubscriber: z.literal(true),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
