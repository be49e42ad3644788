/** E-mail of unread chat messages from the stable (staff or managers), batched per member. */
import { escapeHtml, wrapHtml, type RenderedMail } from './layout.js';

export interface StableMessageLine {
  author: string;
  syndicateName: string;
  body: string;
}

export interface StableMessagesMail {
  firstname: string;
  messages: readonly StableMessageLine[];
  messagesUrl: string;
  settingsUrl: string;
}

/** Renders one e-mail carrying every waiting message. */
export function stableMessagesMail(mail: StableMessagesMail): RenderedMail {
  const count = mail.messages.length;
  const subject = count === 1 ? 'A message from the stable' : `${count} messages from the stable`;
  const items = mail.messages
    .map(
      (m) =>
        `<p style="margin:0 0 12px"><strong>${escapeHtml(m.author)}</strong> · ${escapeHtml(m.syndicateName)}<br>${escapeHtml(m.body)}</p>`,
    )
    .join('');
  return {
    template: 'stable-messages',
    subject,
    html: wrapHtml(
      escapeHtml(subject),
      `<p style="margin:0 0 16px">Hello ${escapeHtml(mail.firstname)},</p>${items}` +
        `<p style="margin:24px 0 0"><a href="${escapeHtml(mail.messagesUrl)}" style="color:#0c1326;font-weight:700">Reply in Messages</a></p>` +
        `<p style="margin:16px 0 0;font-size:12px"><a href="${escapeHtml(mail.settingsUrl)}">Notification settings</a></p>`,
    ),
    text:
      `Hello ${mail.firstname},\n\n` +
      mail.messages.map((m) => `${m.author} · ${m.syndicateName}\n${m.body}\n`).join('\n') +
      `\nReply in Messages: ${mail.messagesUrl}\n\nNotification settings: ${mail.settingsUrl}\n`,
  };
}
