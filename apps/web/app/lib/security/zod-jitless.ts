/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that with a caught
 * `new F('')` — which a strict CSP (no 'unsafe-eval', decision 020) reports as a violation. Browsers
 * parse small forms; the interpreted path is plenty. Imported first by entry.client, before any schema
 * is built (the choice is made when a schema is created).
 */
import { z } from 'zod';

z.config({ jitless: true });
