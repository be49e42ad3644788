import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../db/schema/index.js';
import { getTestDb } from '../test/db.js';
import {
  createSmtpTransport,
  deliverPendingMails,
  MAIL_MAX_ATTEMPTS,
  RETRY_SCHEDULE_SECONDS,
} from './delivery.js';
import { sendMail } from './outbox.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An in-process SMTP sink: records every message, or refuses them while `refuse` is set. */
const sink = { received: [] as Received[], refuse: false };
let server: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (sink.refuse) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 });
          return callback(error);
        }
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  sink.received = [];
  sink.refuse = false;
  // Each test starts from an empty outbox.
  await (await getTestDb()).delete(mailOutbox);
});

const FROM = 'Stride <no-reply@stride.example>';
const mail = (to: string) => ({
  to,
  template: 'test',
  subject: 'Hello',
  html: '<p>Hi <b>there</b></p>',
  text: 'Hi there',
});
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('deliverPendingMails over SMTP', () => {
  it('sends pending mails once and marks them sent', async () => {
    const db = await getTestDb();
    await sendMail(db, mail('one@example.com'));
    await sendMail(db, mail('two@example.com'));
    const transport = createSmtpTransport(smtpUrl);

    expect(await deliverPendingMails(db, { transport, from: FROM })).toEqual({ sent: 2, failed: 0 });
    expect(sink.received.map((r) => r.to)).toEqual([['one@example.com'], ['two@example.com']]);
    expect(sink.received[0]!.from).toBe('no-reply@stride.example');
    expect(sink.received[0]!.raw).toContain('Subject: Hello');
    expect(sink.received[0]!.raw).toContain('Hi there');
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1 && r.lastError === null)).toBe(true);

    // A second run finds nothing to do.
    expect(await deliverPendingMails(db, { transport, from: FROM, now: later(86_400) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sink.received).toHaveLength(2);
  });

  it('records a failure, waits for the retry delay, then delivers', async () => {
    const db = await getTestDb();
    const queued = await sendMail(db, mail('retry@example.com'));
    const transport = createSmtpTransport(smtpUrl);

    sink.refuse = true;
    expect(await deliverPendingMails(db, { transport, from: FROM })).toEqual({ sent: 0, failed: 1 });
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toContain('Mailbox unavailable');

    sink.refuse = false;
    // Not due before the first retry delay has passed since creation.
    expect(await deliverPendingMails(db, { transport, from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(
      await deliverPendingMails(db, { transport, from: FROM, now: later(RETRY_SCHEDULE_SECONDS[1] + 1) }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(sink.received.map((r) => r.to)).toEqual([['retry@example.com']]);
  });

  it('gives up after the last attempt and keeps the mail with its error', async () => {
    const db = await getTestDb();
    await sendMail(db, mail('never@example.com'));
    const transport = createSmtpTransport(smtpUrl);
    sink.refuse = true;
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS + 2; attempt += 1) {
      await deliverPendingMails(db, {
        transport,
        from: FROM,
        now: later(RETRY_SCHEDULE_SECONDS.at(-1)! + 60),
      });
    }
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(row!.lastError).toContain('Mailbox unavailable');
  });

  it('records a connection failure without throwing', async () => {
    const db = await getTestDb();
    await sendMail(db, mail('offline@example.com'));
    const transport = createSmtpTransport('smtp://127.0.0.1:1');
    expect(await deliverPendingMails(db, { transport, from: FROM })).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(mailOutbox);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const db = await getTestDb();
    for (const n of [1, 2, 3]) await sendMail(db, mail(`both.${n}@example.com`));
    const transport = createSmtpTransport(smtpUrl);
    const reports = await Promise.all([
      deliverPendingMails(db, { transport, from: FROM }),
      deliverPendingMails(db, { transport, from: FROM }),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(3);
    expect(sink.received.map((r) => r.to[0]).sort()).toEqual([
      'both.1@example.com',
      'both.2@example.com',
      'both.3@example.com',
    ]);
    expect(await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual([]);
  });
});
