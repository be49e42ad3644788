/** Request and response schemas of POST /api/contact-us-messages (body: the shared contact form schema). */
import { contactFormSchema } from '@stride/shared';
import { z } from 'zod';

export const contactMessageBody = contactFormSchema;

/** 422 message when the reason is not one of the active contact reasons. */
export const UNKNOWN_REASON_MESSAGE = 'Please select a reason from the list';

export const contactMessageResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
