import { describe, expect, it } from 'vitest';
import type { Actor } from '../actor.js';
import {
  backOfficeScope,
  canAssignMembershipRole,
  canManageAnyOf,
  canManageSyndicate,
  isAdminScope,
  raceDataImportSyndicates,
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

describe('race data import scope (decision 027)', () => {
  const staff: Actor = { userId: 4, roles: ['ROLE_STAFF', 'ROLE_USER'] };

  it('is everything for administrators, the managed syndicates for managers', () => {
    expect(raceDataImportSyndicates(backOfficeScope(admin, []), admin, [])).toBeNull();
    expect(raceDataImportSyndicates(backOfficeScope(manager, [4]), manager, [4, 9])).toEqual([4]);
  });

  it('is the syndicates stable staff write for, and nothing without a staff place', () => {
    expect(raceDataImportSyndicates(backOfficeScope(staff, []), staff, [2, 5])).toEqual([2, 5]);
    expect(raceDataImportSyndicates(backOfficeScope(staff, []), staff, [])).toEqual([]);
  });
});
