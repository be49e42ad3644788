import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { mailOutbox } from '../db/schema/index.js';
import { getTestDb } from '../test/db.js';
import type { MailTransport } from './delivery.js';
import { sendMail } from './outbox.js';
import { startMailWorker } from './worker.js';

describe('startMailWorker', () => {
  it('delivers through its transport and never runs two deliveries at once', async () => {
    const db = await getTestDb();
    await sendMail(db, { to: 'a@example.com', template: 't', subject: 'S', html: '<p>h</p>', text: 'h' });
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport: MailTransport = {
      async sendMail(message) {
        await gate;
        sent.push(message.to);
      },
    };
    const worker = startMailWorker({
      db,
      smtpUrl: 'smtp://unused',
      from: 'x@example.com',
      log: pino({ level: 'silent' }),
      transport,
      intervalMs: 3_600_000,
    });
    const first = worker.runOnce();
    const second = worker.runOnce();
    expect(second).toBe(first);
    release();
    await first;
    await worker.stop();
    expect(sent).toEqual(['a@example.com']);
    const [row] = await db.select().from(mailOutbox);
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('reads degraded while SMTP refuses every mail, ok again once one is delivered (readiness)', async () => {
    const db = await getTestDb();
    await sendMail(db, { to: 'b@example.com', template: 't', subject: 'S', html: '<p>h</p>', text: 'h' });
    let up = false;
    const transport: MailTransport = {
      async sendMail() {
        if (!up)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
      },
    };
    const worker = startMailWorker({
      db,
      smtpUrl: 'smtp://unused',
      from: 'x@example.com',
      log: pino({ level: 'silent' }),
      transport,
      intervalMs: 3_600_000,
    });
    expect(worker.status()).toBe('ok');
    await worker.runOnce();
    expect(worker.status()).toBe('degraded');
    up = true;
    await sendMail(db, { to: 'c@example.com', template: 't', subject: 'S', html: '<p>h</p>', text: 'h' });
    await worker.runOnce();
    expect(worker.status()).toBe('ok');
    await worker.stop();
  });
});
