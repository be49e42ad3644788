/** Request and response schemas of POST /api/subscribers (body: the shared subscriber schema). */
import { subscriberSchema } from '@stride/shared';
import { z } from 'zod';

export const subscriberBody = subscriberSchema;

/** The same answer for a new and an existing subscription (see presenters/subscriber.ts). */
export const subscriptionResponse = z.object({ email: z.string(), holdingSubscriber: z.literal(true) });
