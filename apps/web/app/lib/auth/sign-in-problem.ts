/**
 * Which failures of a sign-in are shown to the visitor as a message on /login/ or /register/ (SPEC §5
 * callback messages, SPEC §8 auth errors, the 'not allowed for' rule) rather than as a server error.
 */
import { AuthRequestError, NotAllowedForStrategyError, SignInCallbackError } from './errors';

/** The message to show for a sign-in failure, or null when it is an unexpected error (let it be a 500). */
export function signInProblemMessage(error: unknown): string | null {
  if (
    error instanceof SignInCallbackError ||
    error instanceof AuthRequestError ||
    error instanceof NotAllowedForStrategyError
  ) {
    return error.message;
  }
  return null;
}
