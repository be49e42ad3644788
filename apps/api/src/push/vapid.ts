/**
 * VAPID keys of Web Push: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured, else a pair generated once
 * and kept in `server_keys` (kind `vapid`) like the OAuth keys, so every instance and restart signs alike
 * and browsers' subscriptions stay valid.
 */
import webpush from 'web-push';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import { loadOrCreateSecret } from '../lib/persisted-secret.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The VAPID details push sends are signed with. */
export async function loadVapidDetails(db: Db, env: Env): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.MAIL_TEAM_ADDRESS}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const keys = await loadOrCreateSecret(db, 'vapid', () => ({ ...webpush.generateVAPIDKeys() }));
  return { subject, publicKey: String(keys.publicKey), privateKey: String(keys.privateKey) };
}
