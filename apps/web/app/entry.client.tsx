// First: schemas built after this never probe for eval (a CSP violation otherwise).
import './lib/security/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { handleRouterError } from './lib/errors';
import { adoptDocument } from './lib/hydration/document-root';
import { routerStateDecoded } from './lib/hydration/router-state';
import { detectEnvironment } from './lib/native/environment';

// Before anything renders: a wrapper opens the site with ?environment=ios|android; remember it (SPEC §1).
detectEnvironment(window.location.search);

// React Router's default client entry, plus onError: render errors caught by route error boundaries
// and client loader/action failures reach the error pipeline (modal and server log, SPEC §8).
void routerStateDecoded().then(() =>
  startTransition(() => {
    adoptDocument(
      <StrictMode>
        <HydratedRouter onError={handleRouterError} />
      </StrictMode>,
    );
    // Event handlers are attached: journeys (e2e) wait for this before they interact.
    document.documentElement.setAttribute('data-hydrated', '');
  }),
);
