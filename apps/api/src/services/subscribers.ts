/**
 * Newsletter subscription (SPEC §3 Subscriber: email, holdingSubscriber always true). Subscribing twice is
 * not an error and looks exactly like the first time, so the form cannot be used to find out who subscribed.
 */
import type { Db } from '../db/client.js';
import { subscribers } from '../db/schema/index.js';

/** Stores the e-mail unless it is already subscribed (case-insensitively); the outcome is deliberately hidden. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db.insert(subscribers).values({ email: email.trim(), holdingSubscriber: true }).onConflictDoNothing();
}
