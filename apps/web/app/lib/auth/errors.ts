/**
 * Errors of the auth client (SPEC §4, §5, §8). Each is an Error (stack, instanceof) that the shared
 * normaliser understands: auth failures carry the SPEC §3 auth kind, a cancelled request is an abort
 * (never shown), rule violations are custom errors with the SPEC's wording.
 */
import {
  AUTH_MESSAGES,
  AUTH_STRATEGIES,
  type AuthError,
  type AuthStrategy,
  authError,
  notAllowedForStrategyMessage,
} from '@stride/shared';

/** An authentication failure (SPEC §3 auth kind): a refused refresh, an unobtainable anonymous token… */
export class AuthRequestError extends Error implements AuthError {
  readonly kind = 'auth' as const;
  readonly statusCode: number;
  readonly isSessionExpired: boolean;

  constructor(error: Omit<AuthError, 'kind'>, options?: ErrorOptions) {
    super(error.message, options);
    this.name = 'AuthRequestError';
    this.statusCode = error.statusCode;
    this.isSessionExpired = error.isSessionExpired;
  }

  /** Builds one from the SPEC §8 rule: an invalid refresh token means an expired session. */
  static from(
    options: { statusCode?: number; serverMessage?: string | null; invalidRefreshToken?: boolean },
    cause?: unknown,
  ): AuthRequestError {
    const { kind: _kind, ...error } = authError(options);
    return new AuthRequestError(error, { cause });
  }

  /** A plain-object copy for loader data (errors do not cross the network as classes). */
  toJSON(): AuthError {
    return {
      kind: 'auth',
      statusCode: this.statusCode,
      message: this.message,
      isSessionExpired: this.isSessionExpired,
    };
  }
}

/** SPEC §4: a request that cannot be authorized is cancelled; cancellations are never shown (SPEC §8). */
export class UnauthorizedRequestCanceled extends Error {
  constructor() {
    super(AUTH_MESSAGES.unauthorizedRequestCanceled);
    // The name the shared normaliser treats as an aborted request.
    this.name = 'CanceledError';
  }
}

/** SPEC §4: "refresh without a valid refresh token triggers login" — the caller must start a sign-in. */
export class LoginRequiredError extends Error {
  constructor() {
    super(AUTH_MESSAGES.unauthorizedRequestCanceled);
    this.name = 'LoginRequiredError';
  }
}

/** The actions the client-credentials strategy does not allow (SPEC §4). */
export const STRATEGY_ACTIONS = {
  logout: 'Logout',
  register: 'Register',
  callback: 'Callback',
  fetchUser: 'Fetch user',
} as const;
export type StrategyAction = (typeof STRATEGY_ACTIONS)[keyof typeof STRATEGY_ACTIONS];

/** SPEC §4: logout, register, callback or user fetch under the client-credentials strategy. */
export class NotAllowedForStrategyError extends Error {
  readonly kind = 'custom' as const;
  readonly statusCode = 400;

  constructor(
    readonly action: StrategyAction,
    readonly strategy: AuthStrategy,
  ) {
    super(notAllowedForStrategyMessage(action, strategy));
    this.name = 'Error';
  }
}

/** Throws unless the strategy allows the action: only authorization code may log out, register, call back or fetch the user. */
export function assertStrategyAllows(strategy: AuthStrategy, action: StrategyAction): void {
  if (strategy === AUTH_STRATEGIES.clientCredentials) throw new NotAllowedForStrategyError(action, strategy);
}

/** The sign-in callback's validation failures (SPEC §5), shown on the login page. */
export class SignInCallbackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInCallbackError';
  }
}
