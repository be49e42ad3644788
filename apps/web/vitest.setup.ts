import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; we keep globals off, so clean here.
afterEach(() => {
  cleanup();
});
