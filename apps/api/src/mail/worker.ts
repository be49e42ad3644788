/**
 * The outbox delivery loop the API process runs when SMTP_URL is set: one run every few seconds, never two
 * at once in this process (runs in other processes are safe too, see delivery.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { createSmtpTransport, deliverPendingMails, type MailTransport } from './delivery.js';

/** Pause between delivery runs. */
export const MAIL_DELIVERY_INTERVAL_MS = 5000;

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** Injected in tests; defaults to an SMTP transport for `smtpUrl`. */
  transport?: MailTransport;
  intervalMs?: number;
}

export interface MailWorker {
  /** Runs one delivery now (skipped when a run is already going); resolves when it is over. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the current run. */
  stop(): Promise<void>;
  /** `degraded` while the last run failed or delivered nothing it tried (readiness, decision 023). */
  status(): 'ok' | 'degraded';
}

/** Starts delivering the outbox on an interval. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const transport = options.transport ?? createSmtpTransport(options.smtpUrl);
  let running: Promise<void> | null = null;
  let lastRunFailed = false;

  const runOnce = (): Promise<void> => {
    running ??= (async () => {
      try {
        const report = await deliverPendingMails(options.db, { transport, from: options.from });
        if (report.sent > 0 || report.failed > 0) options.log.info(report, 'mail outbox delivery');
        lastRunFailed = report.failed > 0 && report.sent === 0;
      } catch (err) {
        lastRunFailed = true;
        options.log.error({ err }, 'mail outbox delivery failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? MAIL_DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
    status: () => (lastRunFailed ? 'degraded' : 'ok'),
  };
}
