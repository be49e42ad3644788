import { data } from 'react-router';
import { SignInProblem } from '../../components/auth/sign-in-problem';
import { authSessionContext, returnToContext } from '../../lib/auth/context';
import { signInProblemMessage } from '../../lib/auth/sign-in-problem';
import { beginSignIn } from '../../lib/auth/sign-in.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign Up | Stride' },
  { name: 'robots', content: 'noindex' },
];

/**
 * /register/ is handled server-side (SPEC §2): it resets the session, switches to the code grant and
 * sends the visitor to the provider's registration page with PKCE; the callback is /login/ as for a
 * sign-in. Only failures render a page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(authSessionContext);
  let next: Response;
  try {
    next = await beginSignIn(session, 'register', context.get(returnToContext));
  } catch (error) {
    const problem = signInProblemMessage(error);
    if (problem === null) throw error;
    return data({ problem }, { status: 400 });
  }
  throw next;
}

/** Registration could not start: the reason, try again, or home. */
export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  return <SignInProblem message={loaderData.problem} retryHref="/register/" retryLabel="Try again" />;
}
