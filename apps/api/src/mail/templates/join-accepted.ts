/**
 * E-mail to a person whose join request was accepted: they are in, and how to sign in. An account created
 * from a visitor's request has no password yet, so the mail says how to set one ("Forgot your password?"
 * on the log-in page sends a code).
 */
import { escapeHtml, wrapHtml, type RenderedMail } from './layout.js';

export interface JoinAcceptedMail {
  firstname: string;
  syndicateName: string;
  /** The web app's log-in page. */
  loginUrl: string;
  /** False for an account created from the request: it must set a password first. */
  hasPassword: boolean;
}

/** Renders the welcome e-mail of an accepted join request. */
export function joinAcceptedMail(mail: JoinAcceptedMail): RenderedMail {
  const title = `Welcome to ${mail.syndicateName}`;
  const intro = `Hello ${mail.firstname}, your request to join ${mail.syndicateName} was accepted. Updates, race entries and results from the stable now reach you on Stride.`;
  const how = mail.hasPassword
    ? 'Log in with your Stride account to follow your horses.'
    : 'Your Stride account uses this e-mail address. To choose your password, open the log-in page, select "Forgot your password?" and type the code we send you.';
  return {
    template: 'join-accepted',
    subject: title,
    html: wrapHtml(
      escapeHtml(title),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0 0 16px">${escapeHtml(how)}</p>` +
        `<p style="margin:24px 0 0"><a href="${escapeHtml(mail.loginUrl)}" style="color:#0c1326;font-weight:700">Go to the log-in page</a></p>`,
    ),
    text: `${intro}\n\n${how}\n\nLog in: ${mail.loginUrl}\n`,
  };
}
