import { describe, expect, it } from 'vitest';
import { MAINTENANCE_PATH, maintenanceTarget } from './maintenance-status';

const on = { active: true, whitelisted: false };
const onWhitelisted = { active: true, whitelisted: true };
const off = { active: false, whitelisted: false };

describe('maintenanceTarget', () => {
  it('sends visitors off the list to the holding page while maintenance is on', () => {
    expect(maintenanceTarget('/', on)).toBe(MAINTENANCE_PATH);
    expect(maintenanceTarget('/syndicates/green-door/', on)).toBe('/maintenance/');
    expect(maintenanceTarget('/maintenance/', on)).toBeNull();
  });

  it('lets whitelisted visitors through', () => {
    expect(maintenanceTarget('/', onWhitelisted)).toBeNull();
    expect(maintenanceTarget('/maintenance/', onWhitelisted)).toBeNull();
  });

  it('sends everyone home from the holding page once maintenance is off', () => {
    expect(maintenanceTarget('/maintenance/', off)).toBe('/');
    expect(maintenanceTarget('/maintenance', off)).toBe('/');
    expect(maintenanceTarget('/faq/', off)).toBeNull();
  });
});
