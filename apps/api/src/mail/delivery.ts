/**
 * Delivers the outbox over SMTP with retries. Safe to run from several API instances at once: each attempt
 * is claimed with a compare-and-set on `attempts`, and attempt n+1 of a mail only becomes due a fixed delay
 * after the mail was created (RETRY_SCHEDULE_SECONDS), far longer than one SMTP exchange may take (the
 * transport's timeouts), so a mail in flight is never picked up again. Delivery is at-least-once: a crash
 * between the SMTP answer and the `sent_at` update retries that one mail.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox, type MailOutbox } from '../db/schema/index.js';

/** What delivery needs from a transport (nodemailer's Transporter is one). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
  }): Promise<unknown>;
}

/**
 * Seconds after creation when attempt n+1 becomes due (index n = attempts made so far). Six attempts over
 * about eight hours, then the mail stays in the outbox with its last error for someone to look at.
 */
export const RETRY_SCHEDULE_SECONDS = [0, 60, 5 * 60, 30 * 60, 2 * 3600, 8 * 3600] as const;
export const MAIL_MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length;
/** Mails per delivery run, so one run stays short. */
export const MAIL_BATCH_SIZE = 20;
const LAST_ERROR_MAX_LENGTH = 1000;

export interface DeliveryOptions {
  transport: MailTransport;
  from: string;
  /** The current time (tests move it forward to reach a retry). */
  now?: Date;
  batchSize?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** Seconds-after-creation of each retry as a SQL array literal (constants only, never user input). */
const SCHEDULE_SQL = sql.raw(`ARRAY[${RETRY_SCHEDULE_SECONDS.join(',')}]::int[]`);

/** Sends every due outbox mail once; returns how many were sent and how many failed this run. */
export async function deliverPendingMails(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  // The database's own clock unless a test sets one: created_at is the database's now() in microseconds,
  // and a JavaScript Date (milliseconds) taken right after the insert could still be before it.
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`statement_timestamp()`;
  const due = await db
    .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        sql`${mailOutbox.createdAt} + make_interval(secs => (${SCHEDULE_SQL})[${mailOutbox.attempts} + 1]) <= ${now}`,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(options.batchSize ?? MAIL_BATCH_SIZE);

  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const candidate of due) {
    const mail = await claim(db, candidate.id, candidate.attempts);
    if (!mail) continue; // another worker took this attempt
    try {
      await options.transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, LAST_ERROR_MAX_LENGTH) })
        .where(eq(mailOutbox.id, mail.id));
      report.failed += 1;
    }
  }
  return report;
}

/** Takes attempt `seen + 1` of a mail; null when someone else already did or it was sent meanwhile. */
async function claim(db: Db, id: number, seen: number): Promise<MailOutbox | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: seen + 1 })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, seen), isNull(mailOutbox.sentAt)))
    .returning();
  return row ?? null;
}

/** An SMTP transport from SMTP_URL, with timeouts well inside the first retry delay. */
export function createSmtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
