/**
 * Plain HTML + text e-mail building blocks: escaping, a branded wrapper and a fact table. Templates in this
 * folder compose them; every value that came from a user goes through `escapeHtml`.
 */
import { DEFAULT_THEME_COLOUR } from '@stride/shared';

/** A rendered e-mail: what the outbox stores. */
export interface RenderedMail {
  /** Template name, kept on the outbox row for debugging. */
  template: string;
  subject: string;
  html: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** One labelled fact of a mail ("Name: …"); empty values are left out. */
export interface MailFact {
  label: string;
  value: string | null | undefined;
}

function presentFacts(facts: readonly MailFact[]): MailFact[] {
  return facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value.trim() !== '');
}

/** Facts as an HTML table (escaped). */
export function factsHtml(facts: readonly MailFact[]): string {
  const rows = presentFacts(facts)
    .map(
      (fact) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#4a5368;font-weight:600;vertical-align:top">${escapeHtml(fact.label)}</th>` +
        `<td style="padding:4px 0;color:#0c1326">${escapeHtml(fact.value!)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:15px">${rows}</table>`;
}

/** Facts as plain-text lines. */
export function factsText(facts: readonly MailFact[]): string {
  return presentFacts(facts)
    .map((fact) => `${fact.label}: ${fact.value}`)
    .join('\n');
}

/** Multi-line user text as escaped HTML paragraphs (line breaks kept). */
export function paragraphsHtml(value: string): string {
  return value
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 12px">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Wraps a mail body in the shared branded document. `title` and `bodyHtml` must already be safe HTML. */
export function wrapHtml(title: string, bodyHtml: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#0c1326">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">',
    `<p style="margin:0 0 20px;font-size:20px;font-weight:800;color:${DEFAULT_THEME_COLOUR}">Stride</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${title}</h1>`,
    bodyHtml,
    '</div></body></html>',
  ].join('');
}

/** The words around a one-time code; see codeMail. */
export interface CodeMailParts {
  template: string;
  title: string;
  /** The digits; shown as two groups of four so they are easy to read and type. */
  code: string;
  intro: string;
  after: string;
  ignore: string;
}

/**
 * One layout for every e-mail that carries a one-time code (password reset, e-mail change), so the code
 * always looks the same and stays in the body, never in a link.
 */
export function codeMail({ template, title, code, intro, after, ignore }: CodeMailParts): RenderedMail {
  const grouped = `${code.slice(0, 4)} ${code.slice(4)}`;
  return {
    template,
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
