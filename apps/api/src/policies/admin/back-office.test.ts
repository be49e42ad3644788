import { describe, expect, it } from 'vitest';
import type { Actor } from '../actor.js';
import {
  backOfficeScope,
  canAssignMembershipRole,
  canManageAnyOf,
  canManageSyndicate,
  isAdminScope,
} from './back-office.js';

const admin: Actor = { userId: 1, roles: ['ROLE_ADMIN', 'ROLE_USER'] };
const superAdmin: Actor = { userId: 2, roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER'] };
const manager: Actor = { userId: 3, roles: ['ROLE_MANAGER', 'ROLE_USER'] };

describe('back-office scope', () => {
  it('gives administrators everything, whatever they manage', () => {
    for (const actor of [admin, superAdmin]) {
      const scope = backOfficeScope(actor, []);
      expect(isAdminScope(scope)).toBe(true);
      expect(canManageSyndicate(scope, 99)).toBe(true);
      expect(canAssignMembershipRole(scope, 'manager')).toBe(true);
    }
  });

  it('limits managers to the syndicates they manage', () => {
    const scope = backOfficeScope(manager, [4, 7]);
    expect(isAdminScope(scope)).toBe(false);
    expect(canManageSyndicate(scope, 4)).toBe(true);
    expect(canManageSyndicate(scope, 5)).toBe(false);
    expect(canManageSyndicate(scope, null)).toBe(false);
    expect(canManageAnyOf(scope, [1, 7])).toBe(true);
    expect(canManageAnyOf(scope, [1, 2])).toBe(false);
  });

  it('lets managers place members and staff, never managers', () => {
    const scope = backOfficeScope(manager, [4]);
    expect(canAssignMembershipRole(scope, 'member')).toBe(true);
    expect(canAssignMembershipRole(scope, 'staff')).toBe(true);
    expect(canAssignMembershipRole(scope, 'manager')).toBe(false);
  });

  it('gives a manager of nothing nothing', () => {
    const scope = backOfficeScope(manager, []);
    expect(canManageSyndicate(scope, 1)).toBe(false);
  });
});
