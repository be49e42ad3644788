/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that with a caught
 * `Function('')` — which a strict CSP (no 'unsafe-eval', decision 020) reports as a violation. Browsers
 * parse small forms; the interpreted path is plenty. Zod reads its configuration from
 * `globalThis.__zod_globalConfig` when a schema is built, so this sets it without loading zod (visitors'
 * pages do not carry it). Imported first by root.tsx (route modules load before entry.client).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
// Only in the browser: the server has no CSP to obey and keeps zod's fast path.
if (typeof document !== 'undefined') scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
