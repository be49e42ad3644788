import {
  CLIENT_LOG_MAX_BODY_BYTES,
  CLIENT_LOG_MAX_MESSAGE_LENGTH,
  clientLogSchema,
  viewFrameworkError,
} from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  type LogTransport,
  clientLogBody,
  createClientLogger,
  logAppError,
  logDownloadFailure,
  logUploadFailure,
} from './log-to-server';

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

function beaconLogger(accept = true, extra: Partial<Parameters<typeof createClientLogger>[0]> = {}) {
  const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => accept);
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<unknown>>(() => Promise.resolve());
  let clock = 1_000;
  const log = createClientLogger({
    transport: (): LogTransport => ({ beacon, fetch }),
    now: () => clock,
    currentPath: () => '/updates/',
    ...extra,
  });
  return { log, beacon, fetch, advance: (ms: number) => (clock += ms) };
}

describe('logToServer', () => {
  it('sends a beacon to /log/ with a JSON body the endpoint accepts, tagged with the page path', async () => {
    const { log, beacon, fetch } = beaconLogger();
    expect(log('Render failed', { component: 'HorseCard' })).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/log/');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const body: unknown = JSON.parse(await readBlob(blob));
    expect(body).toEqual({
      message: 'Render failed',
      level: 'error',
      context: { path: '/updates/', component: 'HorseCard' },
    });
    expect(clientLogSchema.safeParse(body).success).toBe(true);
  });

  it('falls back to a keepalive fetch when there is no beacon or it is refused', () => {
    const refused = beaconLogger(false);
    expect(refused.log('Upload failed')).toBe(true);
    expect(refused.fetch).toHaveBeenCalledWith(
      '/log/',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );

    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    const log = createClientLogger({ transport: () => ({ fetch }), currentPath: () => undefined });
    expect(log('No beacon here', {}, 'warn')).toBe(true);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ message: 'No beacon here', level: 'warn' });
  });

  it('reports false when the browser has no way to send', () => {
    const log = createClientLogger({ transport: () => ({}) });
    expect(log('nowhere to go')).toBe(false);
  });

  it('sends the same message once per 10 s and stops after the page budget', () => {
    const { log, beacon, advance } = beaconLogger(true, { budget: 3 });
    expect(log('Same thing')).toBe(true);
    expect(log('Same thing')).toBe(false);
    advance(9_999);
    expect(log('Same thing')).toBe(false);
    advance(1);
    expect(log('Same thing')).toBe(true);
    expect(log('Another thing')).toBe(true);
    expect(log('A fourth thing')).toBe(false);
    expect(beacon).toHaveBeenCalledTimes(3);
  });
});

describe('clientLogBody', () => {
  it('clips an over-long message and drops undefined context values', () => {
    const body = JSON.parse(clientLogBody('x'.repeat(5000), { a: undefined, b: 1 }));
    expect(body.message).toHaveLength(CLIENT_LOG_MAX_MESSAGE_LENGTH);
    expect(body.context).toEqual({ b: 1 });
  });

  it('stays under the byte limit with multi-byte text by dropping the context', () => {
    const notes = Object.fromEntries(['a', 'b', 'c'].map((key) => [key, '€'.repeat(1000)]));
    const body = clientLogBody('🐎'.repeat(500), notes);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_LOG_MAX_BODY_BYTES);
    expect(JSON.parse(body).context).toBeUndefined();
  });
});

describe('log helpers', () => {
  it("log a download failure as 'Network response was not ok'", () => {
    const log = vi.fn(() => true);
    logDownloadFailure({ url: '/api/horses/3/pdf', status: 502 }, log);
    expect(log).toHaveBeenCalledWith('Network response was not ok', {
      url: '/api/horses/3/pdf',
      status: 502,
    });
  });

  it("log an upload failure as 'Error occurred while uploading files.'", () => {
    const log = vi.fn(() => true);
    logUploadFailure({ file: 'clip.mp4' }, log);
    expect(log).toHaveBeenCalledWith('Error occurred while uploading files.', { file: 'clip.mp4' });
  });

  it('log an app error as the modal describes it, with kind and status', () => {
    const log = vi.fn(() => true);
    logAppError(
      viewFrameworkError(new TypeError('x is undefined'), 'HorseCard'),
      { stack: 'at HorseCard' },
      log,
    );
    expect(log).toHaveBeenCalledWith('TypeError in HorseCard: x is undefined', {
      kind: 'view-framework',
      statusCode: 500,
      stack: 'at HorseCard',
    });
  });
});
