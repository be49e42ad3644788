import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { handleRouterError } from './lib/errors';

// React Router's default client entry, plus onError: render errors caught by route error boundaries
// and client loader/action failures reach the error pipeline (modal and server log, SPEC §8).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={handleRouterError} />
    </StrictMode>,
  );
});
