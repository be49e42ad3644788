/**
 * The console (react-admin, Material UI, React) mounted into the page: loaded by the entry only when a
 * session exists, so the sign-in screen never waits for it (decision 036).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the console into `root` (replacing the loading placeholder); `signInProblem` reaches LoginPage. */
export function mountConsole(root: HTMLElement, signInProblem: string | null): void {
  createRoot(root).render(
    <StrictMode>
      <App signInProblem={signInProblem} />
    </StrictMode>,
  );
}
