import { AUTH_MESSAGES, errorModalContent, isAbortError, normalizeError, shouldShowError } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import {
  AuthRequestError,
  NotAllowedForStrategyError,
  STRATEGY_ACTIONS,
  UnauthorizedRequestCanceled,
  assertStrategyAllows,
} from './errors';

describe("the 'not allowed for' rule (SPEC §4)", () => {
  it('refuses logout, register, callback and user fetch under client credentials', () => {
    const messages = Object.values(STRATEGY_ACTIONS).map((action) => {
      try {
        assertStrategyAllows('clientCredentials', action);
        return 'allowed';
      } catch (error) {
        expect(error).toBeInstanceOf(NotAllowedForStrategyError);
        return (error as Error).message;
      }
    });
    expect(messages).toEqual([
      'Logout is not allowed for clientCredentials strategy',
      'Register is not allowed for clientCredentials strategy',
      'Callback is not allowed for clientCredentials strategy',
      'Fetch user is not allowed for clientCredentials strategy',
    ]);
  });

  it('allows all four under the authorization code strategy', () => {
    for (const action of Object.values(STRATEGY_ACTIONS)) {
      expect(() => assertStrategyAllows('authorizationCode', action)).not.toThrow();
    }
  });
});

describe('auth client errors and the error pipeline (SPEC §8)', () => {
  it('shows an expired session with the Session expired title', () => {
    const error = AuthRequestError.from({ statusCode: 400, invalidRefreshToken: true });
    expect(normalizeError(error)).toBe(error);
    expect(shouldShowError(error)).toBe(true);
    expect(errorModalContent(error.toJSON())).toEqual({
      title: AUTH_MESSAGES.sessionExpiredTitle,
      message: 'Your login session was expired.',
    });
  });

  it("uses the server's message, else 'Unknown authentication error. Please contact support team'", () => {
    expect(AuthRequestError.from({ statusCode: 401, serverMessage: 'invalid client' }).message).toBe('invalid client');
    expect(AuthRequestError.from({}).message).toBe('Unknown authentication error. Please contact support team');
  });

  it('treats a cancelled request as aborted: never shown', () => {
    const cancelled = new UnauthorizedRequestCanceled();
    expect(cancelled.message).toBe('Unauthorized request canceled');
    expect(isAbortError(cancelled)).toBe(true);
    expect(shouldShowError(cancelled)).toBe(false);
  });
});
