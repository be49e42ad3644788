/**
 * The only way a subscription becomes JSON. It carries no id or date on purpose: the answer to a new and
 * to an existing subscription must be identical, so the endpoint reveals nothing about who subscribed.
 */
import type { Subscriber } from '@stride/shared';

/** Presents a subscription from the e-mail the caller sent. */
export function presentSubscription(email: string): Subscriber {
  return { email, holdingSubscriber: true };
}
