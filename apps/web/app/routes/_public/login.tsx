import { data } from 'react-router';
import { SignInProblem } from '../../components/auth/sign-in-problem';
import { authSessionContext, returnToContext } from '../../lib/auth/context';
import { signInProblemMessage } from '../../lib/auth/sign-in-problem';
import { beginSignIn, completeSignIn, isSignInCallback } from '../../lib/auth/sign-in.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Log In | Stride' },
  { name: 'robots', content: 'noindex' },
];

/**
 * /login/ is both the start and the callback of the sign-in (SPEC §2, §4): without code/state it sends
 * the visitor to the provider's login page with PKCE; with them it checks the answer, exchanges the code
 * and goes on to updates or the page the visitor came from. Only failures render a page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(authSessionContext);
  const url = new URL(request.url);
  let next: Response;
  try {
    next = isSignInCallback(url)
      ? await completeSignIn(session, url)
      : await beginSignIn(session, 'login', context.get(returnToContext));
  } catch (error) {
    const problem = signInProblemMessage(error);
    if (problem === null) throw error;
    return data({ problem }, { status: 400 });
  }
  throw next;
}

/** The sign-in could not go on: the SPEC message, try again, or home. */
export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return <SignInProblem message={loaderData.problem} retryHref="/login/" retryLabel="Try again" />;
}
