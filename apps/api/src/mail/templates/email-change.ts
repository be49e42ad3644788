/**
 * E-mail change (decision 020): the code goes to the new address (proof it belongs to the user), and the
 * old address is told once the change is done (so a takeover cannot happen silently).
 */
import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@stride/shared';
import { codeMail, escapeHtml, wrapHtml, type RenderedMail } from './layout.js';

/** The code to type in the settings to confirm the new address. */
export function emailChangeCodeMail(mail: { firstname: string; code: string }): RenderedMail {
  return codeMail({
    template: 'email-change-code',
    title: 'Confirm your new Stride e-mail address',
    code: mail.code,
    intro: `Hello ${mail.firstname}, here is the code to make this address the e-mail of your Stride account.`,
    after: `Type it in your account settings. It works once, for ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nothing changes.',
  });
}

/** Sent to the old address when the change completed. */
export function emailChangedMail(mail: { firstname: string; newEmail: string }): RenderedMail {
  const title = 'Your Stride e-mail address was changed';
  const intro = `Hello ${mail.firstname}, the e-mail address of your Stride account is now ${mail.newEmail}. Every other device was signed out.`;
  const warn = 'If you did not make this change, contact us at once by replying to this e-mail.';
  return {
    template: 'email-changed',
    subject: title,
    html: wrapHtml(
      escapeHtml(title),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0;color:#5b6477">${escapeHtml(warn)}</p>`,
    ),
    text: `${intro}\n\n${warn}\n`,
  };
}
