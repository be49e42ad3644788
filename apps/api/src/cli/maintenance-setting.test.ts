import { describe, expect, it } from 'vitest';
import { readSettings } from '../services/settings.js';
import { getTestDb } from '../test/db.js';
import { setMaintenanceMode } from './maintenance-setting.js';
import { main } from './set-maintenance.js';

describe('setMaintenanceMode (test CLI)', () => {
  it('creates, switches and keeps the whitelist unless a new one is given', async () => {
    const db = await getTestDb();
    expect(await setMaintenanceMode(db, { on: true, whitelist: '203.0.113.7 ::1' })).toEqual({
      maintenanceMode: true,
      ipWhitelist: '203.0.113.7 ::1',
    });
    await setMaintenanceMode(db, { on: false });
    expect(await readSettings(db, ['maintenance-mode'])).toEqual([
      { type: 'maintenance-mode', settings: { maintenanceMode: false, ipWhitelist: '203.0.113.7 ::1' } },
    ]);
  });

  it('refuses an invalid whitelist', async () => {
    const db = await getTestDb();
    await expect(setMaintenanceMode(db, { on: true, whitelist: 'not-an-ip' })).rejects.toThrow(
      /invalid address/,
    );
  });

  it('refuses to run outside NODE_ENV=test', async () => {
    expect(await main(['--on'], { NODE_ENV: 'production' })).toBe(2);
    expect(await main(['--on'], {})).toBe(2);
  });
});
