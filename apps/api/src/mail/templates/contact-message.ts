/** E-mail to the team for a message sent through the contact form (SPEC §2 /contact-us). */
import {
  escapeHtml,
  factsHtml,
  factsText,
  paragraphsHtml,
  wrapHtml,
  type MailFact,
  type RenderedMail,
} from './layout.js';

export interface ContactMessageMail {
  name: string;
  email: string;
  reason: string;
  comment: string;
}

/** Renders the team's copy of a contact-form message. */
export function contactMessageMail(message: ContactMessageMail): RenderedMail {
  const title = `New contact message: ${message.reason}`;
  const facts: MailFact[] = [
    { label: 'Name', value: message.name },
    { label: 'Email', value: message.email },
    { label: 'Reason', value: message.reason },
  ];
  return {
    template: 'contact-message',
    subject: `${title} (from ${message.name})`,
    html: wrapHtml(
      escapeHtml(title),
      `${factsHtml(facts)}<h2 style="margin:20px 0 8px;font-size:16px">Message</h2>${paragraphsHtml(message.comment)}`,
    ),
    text: `${title}\n\n${factsText(facts)}\n\nMessage:\n${message.comment}\n`,
  };
}
