/**
 * Entry of the back office: completes a sign-in when the page is the provider's callback
 * (/admin/?code=…&state=…), then renders the console. Without a session the light sign-in screen paints
 * first and the console (react-admin, Material UI) loads behind it (decision 026).
 */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { completeSignInFromUrl, storedTokens } from './auth/session';
import { QuickSignIn } from './layout/QuickSignIn';

const loadConsole = () => import('./App');
const App = lazy(() => loadConsole().then((module) => ({ default: module.App })));
const preloadConsole = () => void loadConsole();

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
      {storedTokens() === null ? (
        <QuickSignIn problem={problem} preload={preloadConsole} />
      ) : (
        <Suspense fallback={null}>
          <App signInProblem={problem} />
        </Suspense>
      )}
    </StrictMode>,
  );
}

void start();
