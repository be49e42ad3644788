/**
 * "Forgot your password?" work off the request path (issue 14 case 7, decision 020): the form answers at
 * once, the same way and in the same time whether or not the address has an account; looking the
 * account up, creating the code and queueing the e-mail happen afterwards, here.
 */
import type { FastifyInstance } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { requestPasswordReset } from '../../services/password-reset.js';

/** Subscribes the reset-code mail to `passwordReset.requested`; returns a function that unsubscribes. */
export function registerPasswordResetMail(app: FastifyInstance): () => void {
  return app.events.on('passwordReset.requested', async ({ email }) => {
    // Let the answer leave first: nothing of this work can show in its timing.
    await nextTurn();
    await requestPasswordReset(app.db, email);
  });
}
