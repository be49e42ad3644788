/**
 * SPEC §7 `postLoginRedirectFinished`: the sign-in callback (server) marks its redirect with a short-lived
 * cookie; the first page after it reads and clears the mark and, inside a wrapper, tells the app.
 */

/** Readable by scripts, two minutes, cleared by the first page that sees it. */
export const POST_LOGIN_COOKIE = 'stride.postLogin';
const MAX_AGE_SECONDS = 120;

/** The Set-Cookie value the callback's redirect carries. */
export function postLoginCookie(secure: boolean): string {
  return `${POST_LOGIN_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** True once per sign-in: reads the mark from `document.cookie` and clears it. */
export function takePostLoginMark(doc: Pick<Document, 'cookie'> = document): boolean {
  const present = doc.cookie.split(';').some((part) => part.trim().startsWith(`${POST_LOGIN_COOKIE}=`));
  if (present) doc.cookie = `${POST_LOGIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return present;
}
