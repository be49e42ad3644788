/** E-mail to a syndicate's managers (or the team) when someone asks to join (SPEC §2 join dialog). */
import { escapeHtml, factsHtml, factsText, wrapHtml, type MailFact, type RenderedMail } from './layout.js';

export interface JoinRequestMail {
  syndicateName: string;
  /** 'user' for a signed-in member of the site, 'anonymous' for a visitor's quick request. */
  kind: 'user' | 'anonymous';
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  city?: string | null;
  countryCode?: string | null;
  /** Where the manager handles the request (the back office). */
  reviewUrl: string;
}

/** Renders the notification of a new join request. */
export function joinRequestMail(request: JoinRequestMail): RenderedMail {
  const title = `New join request for ${request.syndicateName}`;
  const who = `${request.firstname} ${request.lastname}`;
  const facts: MailFact[] = [
    { label: 'Name', value: who },
    { label: 'Email', value: request.email },
    { label: 'Phone', value: request.phone },
    { label: 'City', value: request.city },
    { label: 'Country', value: request.countryCode },
    { label: 'Account', value: request.kind === 'user' ? 'Signed-in user' : 'Visitor (no account)' },
  ];
  const intro = `${who} would like to hear about joining ${request.syndicateName}.`;
  return {
    template: 'join-request',
    subject: title,
    html: wrapHtml(
      escapeHtml(title),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>${factsHtml(facts)}` +
        `<p style="margin:24px 0 0"><a href="${escapeHtml(request.reviewUrl)}" style="color:#0c1326;font-weight:700">Review the request</a></p>`,
    ),
    text: `${intro}\n\n${factsText(facts)}\n\nReview the request: ${request.reviewUrl}\n`,
  };
}
