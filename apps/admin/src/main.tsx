/**
 * Entry of the back office: completes a sign-in when the page is the provider's callback
 * (/admin/?code=…&state=…), then renders the console.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { completeSignInFromUrl } from './auth/session';

async function start(): Promise<void> {
  let problem: string | null = null;
  try {
    const returnTo = await completeSignInFromUrl();
    if (returnTo) window.location.hash = returnTo.startsWith('#') ? returnTo.slice(1) : returnTo;
  } catch (error) {
    problem =
      error instanceof Error ? error.message : 'Unknown authentication error. Please contact support team';
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App signInProblem={problem} />
    </StrictMode>,
  );
}

void start();
