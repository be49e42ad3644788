/**
 * "Forgot your password?" (and the first password of an account created when a join request was
 * accepted): the code to type on the reset page. The code is in the body only — never in a link — so it
 * cannot leak through URLs, browser history or logs.
 */
import { RESET_CODE_TTL_MINUTES } from '@stride/shared';
import { codeMail, type RenderedMail } from './layout.js';

export interface PasswordResetMail {
  firstname: string;
  code: string;
}

/** Renders the reset-code e-mail. */
export function passwordResetMail(mail: PasswordResetMail): RenderedMail {
  return codeMail({
    template: 'password-reset',
    title: 'Your Stride password code',
    code: mail.code,
    intro: `Hello ${mail.firstname}, here is the code to set a new password for your Stride account.`,
    after: `Type it on the page where you asked for it. It works once, for ${RESET_CODE_TTL_MINUTES} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });
}
