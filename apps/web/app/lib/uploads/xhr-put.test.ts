import { describe, expect, it } from 'vitest';
import { PartUploadError } from './multipart';
import { createXhrPutPart } from './xhr-put';

/** Just enough of XMLHttpRequest for the part PUT; `script` decides how each request ends. */
class FakeXhr {
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  headers: Record<string, string> = {};
  body: unknown;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly done: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.done(this));
  }
  abort() {
    this.onabort?.();
  }
}

function fakeXhr(script: (xhr: FakeXhr) => void) {
  const sent: FakeXhr[] = [];
  const Xhr = function () {
    const xhr = new FakeXhr(script);
    sent.push(xhr);
    return xhr;
  } as unknown as new () => XMLHttpRequest;
  return { Xhr, sent };
}

describe('createXhrPutPart', () => {
  it('PUTs the bytes with the timeout, reports progress and resolves to the ETag', async () => {
    const { Xhr, sent } = fakeXhr((xhr) => {
      xhr.upload.onprogress?.({ loaded: 3 });
      xhr.status = 200;
      xhr.headers.etag = '"abc"';
      xhr.onload?.();
    });
    const progress: number[] = [];
    const etag = await createXhrPutPart(Xhr)('http://s/part1', new Blob(['12345']), {
      timeoutMs: 300000,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(etag).toBe('"abc"');
    expect(progress).toEqual([3]);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: 'http://s/part1', timeout: 300000 });
  });

  it('rejects with the status on a refusal and with no status on a timeout', async () => {
    const refused = fakeXhr((xhr) => {
      xhr.status = 403;
      xhr.onload?.();
    });
    await expect(
      createXhrPutPart(refused.Xhr)('u', new Blob(['1']), { timeoutMs: 1, onProgress: () => {} }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const slow = fakeXhr((xhr) => xhr.ontimeout?.());
    const error = await createXhrPutPart(slow.Xhr)('u', new Blob(['1']), {
      timeoutMs: 1,
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartUploadError);
    expect((error as PartUploadError).status).toBeNull();
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const { Xhr } = fakeXhr(() => controller.abort(new DOMException('stop', 'AbortError')));
    await expect(
      createXhrPutPart(Xhr)('u', new Blob(['1']), {
        timeoutMs: 1,
        onProgress: () => {},
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
