/**
 * React Router contexts the auth middleware fills for loaders, actions and the guards after it.
 */
import { createContext } from 'react-router';
import type { ServerAuthSession } from './server-session.server';

/** The request's auth session (set by authSessionMiddleware, first in the root middleware). */
export const authSessionContext = createContext<ServerAuthSession>();

/** Where a sign-in started on this request should return to (set by the referer guard). */
export const returnToContext = createContext<string | null>(null);
