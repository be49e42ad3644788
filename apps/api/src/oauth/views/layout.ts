/**
 * The HTML shell of the authorization server's own pages (sign-in, registration, errors): server-rendered,
 * no JavaScript, styles inlined so the pages work on their own origin, brand colour and wordmark of the
 * product, mobile first.
 */
import { DEFAULT_THEME_COLOUR } from '@stride/shared';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values (every dynamic value goes through this). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A tagged template for trusted markup: interpolated values are escaped unless already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof Html) return value.value;
  return escapeHtml(String(value));
}

/** Builds markup from a template, escaping every interpolated value that is not already Html. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

const BRAND = DEFAULT_THEME_COLOUR;

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:"IBM Plex Sans",Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2430;background:#f7f4f2;display:flex;flex-direction:column;align-items:center}
a{color:#b4344b}
a:hover{color:#1f2430}
:focus-visible{outline:3px solid #1f2430;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:8px 12px}
.skip:focus{left:8px;top:8px}
header{width:100%;padding:20px 16px 8px;display:flex;justify-content:center}
.wordmark{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:#1f2430;font-weight:700;font-size:28px;letter-spacing:.02em}
.wordmark svg{width:32px;height:32px}
main{width:100%;max-width:440px;padding:8px 16px 40px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(31,36,48,.12);padding:24px 20px}
h1{font-size:24px;line-height:1.25;margin:0 0 4px}
.lead{margin:0 0 20px;color:#4a5160}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:44px;padding:10px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #8a90a0;border-radius:8px}
input:focus-visible{outline:3px solid ${BRAND};outline-offset:1px;border-color:#1f2430}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.hint{margin:4px 0 0;font-size:14px;color:#4a5160}
.error{margin:4px 0 0;font-size:14px;color:#b3261e;font-weight:600}
.check{display:flex;gap:10px;align-items:flex-start}
.check input{width:22px;height:22px;margin:2px 0 0;flex:none;accent-color:${BRAND}}
.check label{font-weight:400;margin:0}
.button{display:block;width:100%;min-height:48px;margin:8px 0 0;padding:12px 16px;font:inherit;font-weight:700;color:#1f2430;background:${BRAND};border:0;border-radius:999px;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#e4506a}
.summary{border:2px solid #b3261e;border-radius:8px;padding:12px 14px;margin:0 0 20px;background:#fdf3f2}
.summary h2{font-size:18px;margin:0 0 4px}
.summary p{margin:0 0 4px}
.summary ul{margin:4px 0 0;padding-left:20px}
.switch{margin:20px 0 0;text-align:center}
.notice{border:2px solid #2e7d5b;border-radius:8px;padding:12px 14px;margin:0 0 20px;background:#eef8f2}
.forgot{margin:-4px 0 16px;text-align:right;font-size:15px}
footer{padding:0 16px 24px;font-size:14px;color:#4a5160;text-align:center}
@media (min-width:640px){header{padding-top:40px}.card{padding:32px}}
`;

const wordmark = (homeHref: string) => html`<a class="wordmark" href="${homeHref}" aria-label="Stride home"><svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="15" fill="${BRAND}"/><path d="M10 21c4 1 9 0 10-3s-8-3-7-6 6-3 9-2" fill="none" stroke="#1f2430" stroke-width="2.5" stroke-linecap="round"/></svg><span>Stride</span></a>`;

export interface PageOptions {
  title: string;
  body: Html;
  /** The web app's origin: the wordmark and legal links point there. */
  webOrigin: string;
}

/** A complete HTML document around `body`. */
export function page({ title, body, webOrigin }: PageOptions): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Stride</title><style>${new Html(STYLES)}</style></head><body><a class="skip" href="#main">Skip to content</a><header>${wordmark(`${webOrigin}/`)}</header><main id="main">${body}</main><footer>© ${new Date().getFullYear()} Stride</footer></body></html>`}`;
}

/** A simple page with a heading, a message and an optional link (errors, expired flows). */
export function messagePage(
  webOrigin: string,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return page({
    title,
    webOrigin,
    body: html`<div class="card"><h1>${title}</h1><p class="lead">${message}</p>${link ? html`<a class="button" href="${link.href}">${link.label}</a>` : ''}</div>`,
  });
}
