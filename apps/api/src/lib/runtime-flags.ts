/**
 * V8 flags the API process sets on itself before anything allocates (decision 040). Imported first by
 * `server.ts` (ES modules evaluate imports in order, so this module's body runs before the app's).
 *
 * `--external-memory-accounted-in-global-limit`: memory held outside V8's heap — the backing stores of
 * Buffers: every ≤ 64 KiB socket read of an upload, file buffers — counts in the heap's global limit.
 * Without it V8 keeps a separate external-memory limit, and every ~64 MiB of Buffers allocated since the
 * last full collection starts another *full* mark-compact of the whole heap (app, Fastify, pg, PGlite):
 * a 400 MB upload meant a few dozen of them on the event loop that receives the bytes. With it, dead
 * Buffers are reclaimed by the young generation's cheap scavenges (measured in a child process: 5–6 full
 * collections for 400 MiB of dropped 64 KiB Buffers without, 0–1 with; `runtime-flags.test.ts`).
 * Node 24 (V8 13.6) has the flag; `runtimeFlagsKnown` tells whether a given Node does.
 */
import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';

/** The flags, as V8's command line spells them. */
export const RUNTIME_FLAGS = ['--external-memory-accounted-in-global-limit'] as const;

/** Applies `RUNTIME_FLAGS` to this process's V8 (idempotent; safe at any time, useful only at start-up). */
export function applyRuntimeFlags(): void {
  for (const flag of RUNTIME_FLAGS) v8.setFlagsFromString(flag);
}

/**
 * Whether this Node's V8 knows every flag of `RUNTIME_FLAGS` (asks `node --v8-options` in a child
 * process: V8 offers no way to read a flag back). For tests and diagnostics, not for the request path.
 */
export function runtimeFlagsKnown(execPath: string = process.execPath): boolean {
  const { stdout } = spawnSync(execPath, ['--v8-options'], { encoding: 'utf8' });
  return RUNTIME_FLAGS.every((flag) => stdout.includes(flag));
}

applyRuntimeFlags();
