/**
 * Whether a page render met a failing API (decision 062). A public page renders through an API failure
 * with an empty state ("We could not load the featured horses…") rather than a 500; such a page must
 * not be kept by the anonymous page cache, or a one-second database blip would show every visitor the
 * empty state for the cache's whole TTL. The page cache runs each render in a scope; the server-side
 * API client notes a transient failure (network, timeout, 408, 429, 5xx — what a retry could mend) in
 * the scope of the render that made the call. A 404 or 403 is an answer, not a fault.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isRetryableStatus } from '@stride/shared';
import { normaliseThrown } from '../api/errors';

interface RenderScope {
  faulted: boolean;
}

const scopes = new AsyncLocalStorage<RenderScope>();

/** Runs `render` in a scope of its own; `faulted()` tells afterwards whether an API call failed in it. */
export async function renderWatchingFaults<T>(
  render: () => Promise<T>,
): Promise<{ result: T; faulted: () => boolean }> {
  const scope: RenderScope = { faulted: false };
  const result = await scopes.run(scope, render);
  return { result, faulted: () => scope.faulted };
}

/**
 * Called by the server-side API client with what a call threw; marks the render in progress (if any)
 * when the failure is transient. A call cut short because the visitor went away counts too: its
 * section is as empty as after an outage.
 */
export function noteApiFailure(cause: unknown): void {
  const scope = scopes.getStore();
  if (scope && isRetryableStatus(normaliseThrown(cause).status)) scope.faulted = true;
}
