/**
 * react-admin's auth provider on the console's OAuth session: login starts the code + PKCE sign-in at
 * the provider, checkAuth needs a usable token, permissions and identity come from
 * /oauth/v2/user-info (roles: administrator, manager or stable staff), a 401 ends the session, a 403 does
 * not.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { config } from '../config';
import { accessToken, beginSignIn, clearSession, signOut, storedTokens } from './session';

/**
 * What the console lets a user do: everything, only their syndicates, only the race data import of their
 * syndicates (stable staff, decision 027), or nothing. The API decides on every row either way.
 */
export type ConsoleRole = 'admin' | 'manager' | 'staff' | 'none';

interface UserInfo {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  allRoles: string[];
}

const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_SONATA_ADMIN'];

/** The console role of a user's effective roles (SPEC §6 admin check: RegularAdmin or SuperAdmin). */
export function consoleRole(allRoles: readonly string[]): ConsoleRole {
  if (allRoles.some((r) => ADMIN_ROLES.includes(r))) return 'admin';
  if (allRoles.includes('ROLE_MANAGER')) return 'manager';
  if (allRoles.includes('ROLE_STAFF')) return 'staff';
  return 'none';
}

let cachedUser: { token: string; user: Promise<UserInfo> } | null = null;

async function currentUser(): Promise<UserInfo> {
  const tokens = storedTokens();
  if (cachedUser && tokens && cachedUser.token === tokens.refreshToken) return cachedUser.user;
  const user = (async () => {
    const token = await accessToken();
    if (!token) throw new Error('Not signed in');
    const response = await fetch(`${config.apiUrl}/oauth/v2/user-info`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`user-info answered ${response.status}`);
    return (await response.json()) as UserInfo;
  })();
  cachedUser = { token: tokens?.refreshToken ?? '', user };
  user.catch(() => {
    cachedUser = null;
  });
  return user;
}

export const authProvider: AuthProvider = {
  async login() {
    await beginSignIn('#/');
  },
  async logout() {
    cachedUser = null;
    if (storedTokens()) {
      signOut();
      return false;
    }
    return undefined;
  },
  async checkAuth() {
    if (!(await accessToken())) throw new Error('Please log in');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      cachedUser = null;
      throw new Error('Your login session was expired.');
    }
  },
  async getPermissions() {
    const user = await currentUser();
    return consoleRole(user.allRoles);
  },
  async getIdentity(): Promise<UserIdentity> {
    const user = await currentUser();
    return { id: user.id, fullName: `${user.firstname} ${user.lastname}`.trim() || user.email };
  },
};
