/**
 * "Forgot your password?" (and the first password of an account created when a join request was
 * accepted): the code to type on the reset page. The code is in the body only — never in a link — so it
 * cannot leak through URLs, browser history or logs.
 */
import { RESET_CODE_TTL_MINUTES } from '@stride/shared';
import { escapeHtml, wrapHtml, type RenderedMail } from './layout.js';

export interface PasswordResetMail {
  firstname: string;
  code: string;
}

/** Renders the reset-code e-mail. */
export function passwordResetMail(mail: PasswordResetMail): RenderedMail {
  const title = 'Your Stride password code';
  const grouped = `${mail.code.slice(0, 4)} ${mail.code.slice(4)}`;
  const intro = `Hello ${mail.firstname}, here is the code to set a new password for your Stride account.`;
  const after = `Type it on the page where you asked for it. It works once, for ${RESET_CODE_TTL_MINUTES} minutes.`;
  const ignore = 'If you did not ask for it, ignore this e-mail: your password stays as it is.';
  return {
    template: 'password-reset',
    subject: title,
    html: wrapHtml(
      escapeHtml(title),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
        `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(grouped)}</p>` +
        `<p style="margin:0 0 16px">${escapeHtml(after)}</p><p style="margin:0;color:#5b6477">${escapeHtml(ignore)}</p>`,
    ),
    text: `${intro}\n\n    ${grouped}\n\n${after}\n\n${ignore}\n`,
  };
}
