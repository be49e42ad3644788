import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { registerPublishingJobs } from '../events/processors/publishing-jobs.js';
import { loadVapidDetails } from '../push/vapid.js';
import { loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../test/factories.js';
import { useDecryptingPushService } from '../test/push-service.js';
import type { DeliveryDeps } from './notification-delivery.js';
import { fanOutRaceAlert, sendRaceAlertPush } from './race-alert-push.js';
import { sendDueRaceAlerts } from './race-alerts.js';

// A push service stand-in that decrypts what it gets with the subscriber's own keys.
const push = useDecryptingPushService('/push/race');
const { payloads } = push;

describe('race alert push', () => {
  it("an imported declared runner's alert reaches its members' browsers and opens entries and declarations", async () => {
    const { app, db, env } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    await buildHorse(db, { syndicateId: syndicate.id, name: 'Connemara Gale' });
    const member = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    await buildMembership(db, { userId: member.id, syndicateId: syndicate.id });
    const [browser] = await db
      .insert(pushSubscriptions)
      .values({
        userId: member.id,
        platform: 'web',
        endpoint: push.endpoint,
        keys: push.keys,
      })
      .returning();
    const admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data/imports',
      headers: admin,
      payload: {
        csv: 'date,off_time,racetrack,race_number,race_name,horse,jockey,status\n2031-07-10,15:00,Galway,4,Galway Hurdle,Connemara Gale,P. Townend,Declared\n',
        dryRun: false,
      },
    });
    expect(imported.statusCode).toBe(200);
    const entryId = imported.json().rows[0].entryId as number;

    const queued: { name: string; data: unknown }[] = [];
    const off = registerPublishingJobs(app.events, {
      send: async (name, data) => (queued.push({ name, data }), 'id'),
    });
    // Two hours before the 15:00 (Dublin summer time) off: the "soon" alert is due.
    await sendDueRaceAlerts(
      { db, events: app.events, webOrigin: 'http://web.test' },
      new Date('2031-07-10T12:00:00.000Z'),
    );
    await app.events.drain();
    off();
    const alert = queued.find(
      (q) => q.name === 'notify.race-alert' && (q.data as { horseEntryId: number }).horseEntryId === entryId,
    );
    expect(alert).toBeTruthy();

    const sent: { name: string; data: unknown }[] = [];
    const deps: DeliveryDeps = {
      db,
      queue: { send: async (name, data) => (sent.push({ name, data }), 'id') },
      webOrigin: 'http://web.test',
      batchWindowSeconds: 180,
      vapid: await loadVapidDetails(db, env),
      log: { info: () => {}, error: () => {} },
    };
    expect(await fanOutRaceAlert(deps, alert!.data as Parameters<typeof fanOutRaceAlert>[1])).toBe(1);
    const job = sent[0]!.data as Parameters<typeof sendRaceAlertPush>[1];
    expect(job.subscriptionId).toBe(browser!.id);
    expect(await sendRaceAlertPush(deps, job)).toBe('sent');
    expect(JSON.parse(payloads.at(-1)!)).toMatchObject({
      title: 'Connemara Gale runs soon',
      body: 'Galway, race 4: Galway Hurdle',
      url: 'http://web.test/entries-and-declarations/',
    });
  });
});
