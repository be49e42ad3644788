/**
 * What the back office shows first (decision 036): completes a sign-in when the page is the provider's
 * callback (/admin/?code=…&state=…); then, without a session, the plain sign-in screen (and the console's
 * code prefetched on idle), or with one, the console itself. Kept apart from main.ts so tests can run it
 * with stand-ins for the session and the console.
 */
import { beginSignIn, completeSignInFromUrl, storedTokens } from './auth/session';
import { prefetchConsoleWhenIdle } from './sign-in/prefetch';
import { renderLoading, renderSignInScreen } from './sign-in/sign-in-screen';

/** The pieces boot() uses; tests replace them. */
export interface BootDependencies {
  completeSignInFromUrl: () => Promise<string | null>;
  hasSession: () => boolean;
  signIn: () => void;
  loadConsole: () => Promise<{ mountConsole: (root: HTMLElement, problem: string | null) => void }>;
  prefetchConsole: () => void;
}

const defaults: BootDependencies = {
  completeSignInFromUrl,
  hasSession: () => storedTokens() !== null,
  signIn: () => void beginSignIn('#/'),
  loadConsole: () => import('./console'),
  prefetchConsole: () => prefetchConsoleWhenIdle(),
};

/** Renders the first screen into `root`; resolves once the sign-in screen or the console is mounted. */
export async function boot(
  root: HTMLElement,
  deps: BootDependencies = defaults,
): Promise<'sign-in' | 'console'> {
  let problem: string | null = null;
  try {
    const returnTo = await deps.completeSignInFromUrl();
    if (returnTo) window.location.hash = returnTo.startsWith('#') ? returnTo.slice(1) : returnTo;
  } catch (error) {
    problem =
      error instanceof Error ? error.message : 'Unknown authentication error. Please contact support team';
  }
  if (!deps.hasSession()) {
    renderSignInScreen(root, { problem, signIn: deps.signIn });
    deps.prefetchConsole();
    return 'sign-in';
  }
  renderLoading(root);
  const { mountConsole } = await deps.loadConsole();
  mountConsole(root, problem);
  return 'console';
}
