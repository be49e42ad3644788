import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CONTACT_SUPPORT_LINE,
  ERROR_STATUS_MESSAGES,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UI_ERROR_MESSAGES,
  errorMessage,
  errorPageContent,
  errorTitle,
  notAllowedForStrategyMessage,
} from './errors.js';

describe('error titles', () => {
  it('match the SPEC §8 table, 504 shown as Service Unavailable', () => {
    expect(
      [400, 401, 403, 404, 405, 408, 412, 429, 500, 501, 502, 503, 504].map((status) => errorTitle(status)),
    ).toEqual([
      'Bad Request',
      'Unauthorized',
      'Forbidden',
      'Not Found',
      'Method Not Allowed',
      'Request Timeout',
      'Precondition Failed',
      'Too Many Requests',
      'Internal server error',
      'Not Implemented',
      'Bad Gateway',
      'Service Unavailable',
      'Service Unavailable',
    ]);
  });

  it('falls back for statuses outside the table', () => {
    expect(errorTitle(507)).toBe('Internal server error');
    expect(errorTitle(418)).toBe('An error occurred');
  });
});

describe('default messages', () => {
  it('open with an apology and mostly end with the support line', () => {
    for (const message of Object.values(ERROR_STATUS_MESSAGES))
      expect(message.startsWith('Sorry, ')).toBe(true);
    expect(errorMessage(500)).toContain(CONTACT_SUPPORT_LINE);
    expect(errorMessage(401)).toBe('Sorry, you must log in to get the requested resource.');
    expect(errorMessage(429)).toContain('reload');
    expect(errorMessage(503)).toContain('maintenance or overloaded');
    expect(errorMessage(404)).toContain('could not be found');
  });

  it('covers every status of the title table', () => {
    expect(Object.keys(ERROR_STATUS_MESSAGES).map(Number)).toEqual([
      400, 401, 403, 404, 405, 408, 412, 429, 500, 501, 502, 503, 504,
    ]);
  });

  it('has network and fallback messages', () => {
    expect(NETWORK_ERROR_MESSAGE).toContain('re-establish');
    expect(FALLBACK_ERROR_MESSAGE).toContain('something went wrong');
    expect(errorMessage(418)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('auth and UI messages', () => {
  it('are word for word SPEC §4, §5 and §8', () => {
    expect(AUTH_MESSAGES).toEqual({
      sessionExpired: 'Your login session was expired.',
      sessionExpiredTitle: 'Session expired',
      unknown: 'Unknown authentication error. Please contact support team',
      unauthorizedRequestCanceled: 'Unauthorized request canceled',
      noCodeParameter: 'No code parameter in oauth code callback',
      stateMismatch: 'Pkce state values does not match',
      clientIdUndefined: 'Client id is not defined',
    });
    expect(UI_ERROR_MESSAGES).toEqual({
      generic: 'An error occurred',
      videoUnsupported: 'Your browser does not support the <video> tag',
      uploadFailed: 'Error occurred while uploading files.',
      uploadInProgress:
        'Files are currently being uploaded. Please refresh page if you do not see the video!',
      chatSuspended: 'This chat has been suspended.',
      noChats: 'There are no chats found',
      microphonePermission: 'Update your microphone permissions to record a new audio.',
      base64Conversion: "Can't convert base64 to file",
      downloadFailed: 'Network response was not ok',
      pageNotFound: 'This page could not be found',
    });
  });

  it('builds the "not allowed for" strategy message', () => {
    expect(notAllowedForStrategyMessage('Logout', 'clientCredentials')).toBe(
      'Logout is not allowed for clientCredentials strategy',
    );
  });
});

describe('errorPageContent', () => {
  it('prefers the server message and links "to home"', () => {
    expect(errorPageContent(403, 'Not your syndicate')).toEqual({
      statusCode: 403,
      title: 'Forbidden',
      message: 'Not your syndicate',
      homeLinkText: 'to home',
    });
    expect(errorPageContent(404).message).toBe(ERROR_STATUS_MESSAGES[404]);
    expect(errorPageContent(404, '  ').message).toBe(ERROR_STATUS_MESSAGES[404]);
  });
});
