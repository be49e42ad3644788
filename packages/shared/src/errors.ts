/**
 * SPEC §8 error catalogue: page titles and default messages per HTTP status, auth and sign-in messages,
 * and the other user-facing error strings. Normalisation into error kinds lives in app-errors.ts.
 */

/** Line most default messages end with (SPEC §8 "most add a line to contact support"). */
export const CONTACT_SUPPORT_LINE = 'If the problem persists, please contact our support team.';

const SERVER_ERROR_TITLE = 'Internal server error';

/** Error page titles per status; 504 is shown as Service Unavailable. */
export const ERROR_STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  429: 'Too Many Requests',
  500: SERVER_ERROR_TITLE,
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Service Unavailable',
};

/** Default messages per status: a sorry-style opening, most with the contact-support line. */
export const ERROR_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: `Sorry, the server could not understand the request. ${CONTACT_SUPPORT_LINE}`,
  401: 'Sorry, you must log in to get the requested resource.',
  403: `Sorry, you do not have access rights to this content. ${CONTACT_SUPPORT_LINE}`,
  404: `Sorry, the requested resource could not be found. ${CONTACT_SUPPORT_LINE}`,
  405: `Sorry, the request method is not supported by the target resource. ${CONTACT_SUPPORT_LINE}`,
  408: `Sorry, the server ended the connection after waiting too long for the request. ${CONTACT_SUPPORT_LINE}`,
  412: `Sorry, a precondition of the request failed. ${CONTACT_SUPPORT_LINE}`,
  429: 'Sorry, too many requests were sent. Please try to reload the page.',
  500: `Sorry, the server met a situation it does not know how to handle. ${CONTACT_SUPPORT_LINE}`,
  501: `Sorry, the request method is not supported by the server. ${CONTACT_SUPPORT_LINE}`,
  502: `Sorry, the server received an invalid response. ${CONTACT_SUPPORT_LINE}`,
  503: `Sorry, the server is down for maintenance or overloaded. ${CONTACT_SUPPORT_LINE}`,
  504: `Sorry, the server did not get a response for too long. ${CONTACT_SUPPORT_LINE}`,
};

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'Sorry, we could not reach the server. Please re-establish your connection or contact our support team.';

/** Shown when nothing more specific is known. */
export const FALLBACK_ERROR_MESSAGE =
  'Sorry, something went wrong. Please refresh the page and try again, or contact our support team.';

/** Title used when a status has no entry in the table. */
export const FALLBACK_ERROR_TITLE = 'An error occurred';

/** Status a normalised error gets when none is known (SPEC §8). */
export const DEFAULT_ERROR_STATUS = 500;

/** Page title for a status (SPEC §8 table; 5xx without an entry read as a server error). */
export function errorTitle(status: number): string {
  return ERROR_STATUS_TITLES[status] ?? (status >= 500 ? SERVER_ERROR_TITLE : FALLBACK_ERROR_TITLE);
}

/** Default message for a status, the fallback message when the status has none. */
export function errorMessage(status: number): string {
  return ERROR_STATUS_MESSAGES[status] ?? FALLBACK_ERROR_MESSAGE;
}

/** Authentication and sign-in messages (SPEC §4, §5, §8). */
export const AUTH_MESSAGES = {
  sessionExpired: 'Your login session was expired.',
  sessionExpiredTitle: 'Session expired',
  unknown: 'Unknown authentication error. Please contact support team',
  unauthorizedRequestCanceled: 'Unauthorized request canceled',
  noCodeParameter: 'No code parameter in oauth code callback',
  stateMismatch: 'Pkce state values does not match',
  clientIdUndefined: 'Client id is not defined',
} as const;

/** "<action> is not allowed for <strategy>" — logout, register, callback or user fetch under client credentials. */
export function notAllowedForStrategyMessage(action: string, strategy: string): string {
  return `${action} is not allowed for ${strategy} strategy`;
}

/** Other user-facing error and notice strings of SPEC §2 and §8, word for word. */
export const UI_ERROR_MESSAGES = {
  generic: 'An error occurred',
  videoUnsupported: 'Your browser does not support the <video> tag',
  uploadFailed: 'Error occurred while uploading files.',
  uploadInProgress: 'Files are currently being uploaded. Please refresh page if you do not see the video!',
  chatSuspended: 'This chat has been suspended.',
  noChats: 'There are no chats found',
  microphonePermission: 'Update your microphone permissions to record a new audio.',
  base64Conversion: "Can't convert base64 to file",
  downloadFailed: 'Network response was not ok',
  pageNotFound: 'This page could not be found',
} as const;

/** Text of the error page's link back home (SPEC §2 "a link 'to home'"). */
export const ERROR_PAGE_HOME_LINK_TEXT = 'to home';

/** Everything an error page shows for a status; the server's message wins when present. */
export function errorPageContent(
  status: number,
  serverMessage?: string | null,
): { statusCode: number; title: string; message: string; homeLinkText: string } {
  return {
    statusCode: status,
    title: errorTitle(status),
    message: serverMessage?.trim() ? serverMessage : errorMessage(status),
    homeLinkText: ERROR_PAGE_HOME_LINK_TEXT,
  };
}
