/**
 * The back office's first screen when nobody is signed in, in plain DOM (decision 036): no React,
 * react-admin or Material UI, so it paints from a few KiB of JavaScript while the console's code is
 * fetched in the background. It starts the same OAuth code + PKCE sign-in as the console's own LoginPage
 * (which stays for sessions that end inside the console) and shows why a sign-in failed.
 */
import './sign-in.css';

/** What the screen needs: the reason a sign-in failed (or null) and what its button does. */
export interface SignInScreenOptions {
  problem: string | null;
  signIn: () => void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Replaces `root`'s content with the sign-in card: heading, who it is for, the failure (role=alert) and
 * one button that disables itself while the browser leaves for the provider. Returns the button.
 */
export function renderSignInScreen(
  root: HTMLElement,
  { problem, signIn }: SignInScreenOptions,
): HTMLButtonElement {
  const page = element('main', 'signin-page');
  const card = element('div', 'signin-card');
  card.append(
    element('h1', 'signin-title', 'Stride back office'),
    element(
      'p',
      'signin-text',
      'For administrators and racing managers. You sign in with your Stride account.',
    ),
  );
  if (problem) {
    const alert = element('p', 'signin-problem', problem);
    alert.setAttribute('role', 'alert');
    card.append(alert);
  }
  const button = element('button', 'signin-button', 'Sign in with Stride');
  button.type = 'button';
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    signIn();
  });
  card.append(button);
  page.append(card);
  root.replaceChildren(page);
  return button;
}

/** A quiet placeholder while a signed-in console's code loads (the page is never blank). */
export function renderLoading(root: HTMLElement): void {
  const status = element('div', 'signin-loading', 'Loading the back office…');
  status.setAttribute('role', 'status');
  root.replaceChildren(status);
}
