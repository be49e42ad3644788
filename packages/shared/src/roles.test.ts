import { describe, expect, it } from 'vitest';
import {
  CLIENT_TO_SERVER_ROLE,
  ClientRole,
  SERVER_ROLES,
  ServerRole,
  isAdmin,
  isBaseAuth,
  isClientRole,
  isServerRole,
  isSyndicateUser,
  mainRole,
  toClientRoles,
  toServerRoles,
} from './roles.js';

describe('roles', () => {
  it('lists the eight server roles of SPEC §3 with their exact names', () => {
    expect([...SERVER_ROLES].sort()).toEqual(
      [
        'ROLE_ADMIN',
        'ROLE_MANAGER',
        'ROLE_MEMBER',
        'ROLE_SONATA_ADMIN',
        'ROLE_STAFF',
        'ROLE_SUPER_ADMIN',
        'ROLE_UNAUTH',
        'ROLE_USER',
      ].sort(),
    );
    expect(ServerRole.Admin).toBe('ROLE_ADMIN');
  });

  it('maps server roles to the client names of SPEC §3', () => {
    expect(toClientRoles(['ROLE_UNAUTH', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'])).toEqual([
      'UnAuth',
      'RegularAdmin',
      'SuperAdmin',
    ]);
    expect(toClientRoles(['ROLE_MANAGER', 'ROLE_STAFF', 'ROLE_MEMBER', 'ROLE_USER'])).toEqual([
      'Manager',
      'Staff',
      'Member',
      'User',
    ]);
    expect(CLIENT_TO_SERVER_ROLE.RegularAdmin).toBe('ROLE_ADMIN');
    expect(ClientRole.UnAuth).toBe('UnAuth');
  });

  it('drops unknown and duplicate roles but keeps order', () => {
    expect(toClientRoles(['ROLE_X', 'ROLE_MEMBER', 'ROLE_MEMBER', 'ROLE_USER'])).toEqual(['Member', 'User']);
  });

  it('round-trips client roles to server roles', () => {
    expect(toServerRoles(['Member', 'SonataAdmin'])).toEqual(['ROLE_MEMBER', 'ROLE_SONATA_ADMIN']);
  });

  it('takes the first role as main role, null when empty', () => {
    expect(mainRole(['Staff', 'Member'])).toBe('Staff');
    expect(mainRole([])).toBeNull();
  });

  it('treats only RegularAdmin and SuperAdmin as admin', () => {
    expect(isAdmin(['User', 'RegularAdmin'])).toBe(true);
    expect(isAdmin(['SuperAdmin'])).toBe(true);
    expect(isAdmin(['SonataAdmin', 'Manager'])).toBe(false);
  });

  it('treats base auth as the staging gate, never as a role (decision 004)', () => {
    expect(isBaseAuth({ baseAuth: true })).toBe(true);
    expect(isBaseAuth({ baseAuth: false })).toBe(false);
    expect(isBaseAuth(null)).toBe(false);
  });

  it('recognises syndicate users', () => {
    expect(isSyndicateUser(['User', 'Staff'])).toBe(true);
    expect(isSyndicateUser(['User'])).toBe(false);
  });

  it('guards role strings', () => {
    expect(isServerRole('ROLE_STAFF')).toBe(true);
    expect(isServerRole('Staff')).toBe(false);
    expect(isClientRole('Staff')).toBe(true);
    expect(isClientRole('ROLE_STAFF')).toBe(false);
  });
});
