/** Contact-us form and newsletter subscription of SPEC §3 (POST contact-us-messages, POST subscribers). */
import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  FIELD_LABELS,
  NAME_MAX_LENGTH,
  emailField,
  requiredText,
} from '../validation.js';

/** Contact form; a missing e-mail reads 'Please add an email address before submission'. */
export const contactFormSchema = z.object({
  name: requiredText(FIELD_LABELS.name, NAME_MAX_LENGTH),
  email: emailField(),
  reason: requiredText(FIELD_LABELS.reason),
  comment: requiredText(FIELD_LABELS.comment, COMMENT_MAX_LENGTH),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Newsletter subscriber; holdingSubscriber is always true (SPEC §3). */
export const subscriberSchema = z.object({
  email: emailField(),
  holdingSubscriber: z.literal(true),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
