// First: schemas built after this never probe for eval (a CSP violation otherwise).
import './lib/security/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { handleRouterError } from './lib/errors';
import { afterFirstPaint, yieldToMain } from './lib/hydration/after-paint';
import { adoptDocument } from './lib/hydration/document-root';
import { whenAllHydrated } from './lib/hydration/hydrate-later';
import { quietHydratedRouterPatches } from './lib/hydration/quiet-route-patches';
import { loadMembersModules } from './lib/hydration/takeover';
import { routerStateDecoded } from './lib/hydration/router-state';
import { detectEnvironment } from './lib/native/environment';
import { loadBrowserQueryClient } from './lib/query/query-provider';
import type { RootData } from './lib/root-data';

/**
 * A signed-in user's page renders with TanStack Query's client (members' queries) and the header's
 * signed-in pieces; a visitor's never loads them (decisions 032, 041). Read from the decoded root loader
 * data, before the first render.
 */
async function loadWhatMembersRender(): Promise<void> {
  const state = (window as { __reactRouterContext?: { state?: { loaderData?: { root?: RootData } } } })
    .__reactRouterContext?.state;
  if (!state?.loaderData?.root?.user) return;
  // Each start is a dynamic import whose modulepreload links Vite's helper inserts there and then (a few
  // ms per link on a phone): one start per task, the downloads still in parallel (decision 057).
  const queryClient = loadBrowserQueryClient().catch(() => undefined);
  await yieldToMain();
  await Promise.all([queryClient, loadMembersModules(yieldToMain)]);
}

// Before anything renders: a wrapper opens the site with ?environment=ios|android; remember it (SPEC §1).
detectEnvironment(window.location.search);
// Route discovery's patches after the takeover must not re-render the whole page (decision 052).
quietHydratedRouterPatches();

// React Router's default client entry, plus onError: render errors caught by route error boundaries
// and client loader/action failures reach the error pipeline (modal and server log, SPEC §8).
// The server's document paints first; decoding and the takeover run after (decision 037).
void afterFirstPaint()
  .then(routerStateDecoded)
  .then(() => yieldToMain())
  .then(loadWhatMembersRender)
  .then(() => yieldToMain())
  .then(() =>
    startTransition(() => {
      adoptDocument(
        <StrictMode>
          <HydratedRouter onError={handleRouterError} />
        </StrictMode>,
      );
      // Event handlers are attached, in the sections hydrated later too (decision 051): journeys (e2e)
      // wait for this before they interact.
      void whenAllHydrated().then(() => document.documentElement.setAttribute('data-hydrated', ''));
    }),
  );
