import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; we keep globals off, so clean here.
afterEach(() => {
  cleanup();
});

// findBy*/waitFor give up after 1 s by default (we use 15 s: the full suite on this 2-core machine once took
// more than 5 s to import the join dialog's lazy module). Dialogs and the socket client are loaded on first use
// (issue 19), and on a 2-core CI machine running every suite at once such an import can take longer:
// a component that does appear must not fail the run. A component that never appears still fails.
configure({ asyncUtilTimeout: 15_000 });
