import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from '../test/db.js';
import { captureLogs } from '../test/log-capture.js';
import { deferredChildLoggerFactory } from './request-logger.js';

const withoutTime = ({ time: _time, ...line }: Record<string, unknown>) => line;

function requestLogger(parent: FastifyBaseLogger, options = {}): FastifyBaseLogger {
  // The factory is called with the Fastify instance as `this`; it does not use it.
  return deferredChildLoggerFactory.call(
    {} as FastifyInstance,
    parent,
    { reqId: 'req-7' },
    options,
    {} as never,
  );
}

describe('deferred request logger', () => {
  it('makes no pino child for a request that logs nothing at an enabled level', () => {
    const parent = pino({ level: 'warn' }, captureLogs().stream);
    const child = vi.spyOn(parent, 'child');
    const log = requestLogger(parent);
    log.info({ a: 1 }, 'incoming request');
    log.debug('detail');
    log.trace('more');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
  });

  it('writes the line pino’s own child writes, bindings included, once a level is enabled', () => {
    const deferred = captureLogs();
    const direct = captureLogs();
    const log = requestLogger(pino({ level: 'info' }, deferred.stream));
    const reference = pino({ level: 'info' }, direct.stream).child({ reqId: 'req-7' });
    for (const target of [log, reference]) {
      target.info({ res: { statusCode: 200 } }, 'request completed');
      target.warn('slow: %d ms', 120);
      target.error(new Error('boom'));
      target.debug('not at info');
    }
    expect(deferred.lines().map(withoutTime)).toEqual(direct.lines().map(withoutTime));
    expect(deferred.lines()).toHaveLength(3);
    expect(deferred.lines().every((line) => line.reqId === 'req-7')).toBe(true);
  });

  it('follows a level set on the request’s logger, and children keep the request id', () => {
    const out = captureLogs();
    const log = requestLogger(pino({ level: 'warn' }, out.stream));
    log.level = 'debug';
    log.debug('now visible');
    log.child({ step: 'upload' }).warn('nested');
    expect(out.lines().map((line) => [line.msg, line.reqId, line.step])).toEqual([
      ['now visible', 'req-7', undefined],
      ['nested', 'req-7', 'upload'],
    ]);
  });

  it('gives a route with log options of its own pino’s child at once', () => {
    const parent = pino({ level: 'warn' }, captureLogs().stream);
    const child = vi.spyOn(parent, 'child');
    requestLogger(parent, { level: 'error' });
    expect(child).toHaveBeenCalledWith({ reqId: 'req-7' }, { level: 'error' });
  });

  it('keeps the request id on the API’s request lines', async () => {
    const out = captureLogs();
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', LOG_LEVEL: 'info' });
    const app = await buildApp({
      db: await getTestDb(),
      env,
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'stride-reqlog-'))),
      logger: { stream: out.stream },
    });
    try {
      await app.ready();
      await app.inject({ url: '/api/horses?page=1' });
    } finally {
      await app.close();
    }
    const lines = out
      .lines()
      .filter((line) => /^(incoming request|request completed)$/.test(String(line.msg)));
    expect(lines).toHaveLength(2);
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
  });
});
