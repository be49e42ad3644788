import { describe, expect, it } from 'vitest';
import { allRolesOf, canManageAccount } from './user.js';

describe('allRolesOf', () => {
  it('keeps the stored order (main role first) and adds implied roles once', () => {
    expect(allRolesOf(['ROLE_MEMBER', 'ROLE_USER'])).toEqual(['ROLE_MEMBER', 'ROLE_USER']);
    expect(allRolesOf(['ROLE_STAFF'])).toEqual(['ROLE_STAFF', 'ROLE_USER']);
    expect(allRolesOf(['ROLE_SUPER_ADMIN'])).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
      'ROLE_SONATA_ADMIN',
      'ROLE_USER',
    ]);
  });

  it('drops unknown names and the anonymous role, and never answers an empty list', () => {
    expect(allRolesOf(['ROLE_GOD', 'ROLE_UNAUTH'])).toEqual(['ROLE_USER']);
    expect(allRolesOf([])).toEqual(['ROLE_USER']);
  });
});

describe('canManageAccount', () => {
  it('lets only the owner manage an account', () => {
    expect(canManageAccount({ userId: 7, roles: ['ROLE_USER'] }, 7)).toBe(true);
    expect(canManageAccount({ userId: 7, roles: ['ROLE_SUPER_ADMIN'] }, 8)).toBe(false);
    expect(canManageAccount({ userId: null, roles: ['ROLE_UNAUTH'] }, 7)).toBe(false);
  });
});
