/**
 * GET/PUT notification-settings: defaults for a new user (row created lazily), toggles saved as sent,
 * only ever the caller's own row.
 */
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationSettings } from '../../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildSyndicateUser, buildUser } from '../../test/factories.js';

describe('GET /api/notification-settings', () => {
  it('answers the defaults for a new member and stores them', async () => {
    const { app, db } = await getTestApp();
    const { user } = await buildSyndicateUser(db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: await loginAs(app, user),
    });
    expect(res.statusCode).toBe(200);
    expect(notificationSettingsSchema.strict().parse(res.json())).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses anonymous callers with 403', async () => {
    const { app } = await getTestApp();
    for (const method of ['GET', 'PUT'] as const) {
      const res = await app.inject({
        method,
        url: '/api/notification-settings',
        headers: await anonymousHeaders(app),
        payload: method === 'PUT' ? { viaApp: false } : undefined,
      });
      expect(res.statusCode, method).toBe(403);
    }
  });
});

describe('PUT /api/notification-settings', () => {
  it('saves the toggles sent, keeps the others, and maps them onto the table columns', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const headers = await loginAs(app, user);
    const first = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers,
      payload: { raceResultAndReplayUpdate: false, messageFromStable: false },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      raceResultAndReplayUpdate: false,
      messageFromStable: false,
    });
    const all = {
      horseUpdate: false,
      raceEntryUpdate: true,
      raceResultAndReplayUpdate: true,
      messageFromStable: false,
      upcomingRaceAlerts: false,
      viaEmail: false,
      viaApp: true,
    };
    await app.inject({ method: 'PUT', url: '/api/notification-settings', headers, payload: all });
    const read = await app.inject({ method: 'GET', url: '/api/notification-settings', headers });
    expect(read.json()).toEqual(all);
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    expect(row).toMatchObject({
      horseUpdate: false,
      raceResultUpdate: true,
      stableMessage: false,
      upcomingRaceAlerts: false,
      viaEmail: false,
    });
  });

  it("never touches another user's settings and refuses non-boolean values with 422", async () => {
    const { app, db } = await getTestApp();
    const me = await buildUser(db);
    const other = await buildUser(db);
    const headers = await loginAs(app, me);
    await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers,
      payload: { viaEmail: false, userId: other.id },
    });
    const otherSettings = await app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: await loginAs(app, other),
    });
    expect(otherSettings.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers,
      payload: { viaEmail: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('viaEmail');
  });
});
