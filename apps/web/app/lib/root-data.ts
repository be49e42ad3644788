import type { AuthError } from '@stride/shared';
import { useRouteLoaderData } from 'react-router';
import type { PublicEnv } from './env.server';
import type { SiteStatus } from './maintenance/maintenance-status';
import type { CurrentUser } from './session';

/** What the root loader hands to every page: the browser-safe configuration and the current user. */
export interface RootData {
  env: PublicEnv;
  /** The signed-in user; null for visitors (SPEC §4 logged-in flag = user !== null). */
  user: CurrentUser | null;
  /** The visit passed the staging basic-auth gate (decision 004): the client's `isBaseAuth`. */
  baseAuth: boolean;
  /** Set once when the session ended during this request ('Session expired', SPEC §8). */
  authError: AuthError | null;
  /** Maintenance mode for this visitor (whitelisted visitors are flagged) and the app banner switch. */
  site: SiteStatus;
}

/** Reads the root loader's data from any component; throws if used outside the app's route tree. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useRootData() needs the root route loader data.');
  return data;
}

/** Same as useRootData but null when the root loader has no data (inside the root error boundary). */
export function useOptionalRootData(): RootData | null {
  return useRouteLoaderData<RootData>('root') ?? null;
}
