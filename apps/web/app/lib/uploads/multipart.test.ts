import { MULTIPART_PART_RETRIES } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { createFakeStorage, fakeFile } from './fakes.test-support';
import { PartUploadError, type UploadSession, uploadFileMultipart } from './multipart';

const noSleep = async () => {};
const PART = 10;

describe('uploadFileMultipart', () => {
  it('asks for one URL per part, PUTs every part and completes with the ETags in order', async () => {
    const storage = createFakeStorage();
    const progress: number[] = [];
    const result = await uploadFileMultipart({
      file: fakeFile('a.mp4', 25),
      filePath: 'p/a.mp4',
      fileIndex: 3,
      api: storage.api,
      putPart: storage.putPart,
      partSize: PART,
      sleep: noSleep,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(storage.calls[0]).toBe('presign p/a.mp4 3');
    expect(result.parts.map((p) => p.PartNumber)).toEqual([1, 2, 3]);
    const completed = storage.uploads.get(result.uploadId)!.completed!;
    expect(completed).toEqual({
      uploadId: result.uploadId,
      fileIndex: 3,
      filePath: 'p/a.mp4',
      parts: [
        { PartNumber: 1, ETag: '"etag-1-10"' },
        { PartNumber: 2, ETag: '"etag-2-10"' },
        { PartNumber: 3, ETag: '"etag-3-5"' },
      ],
    });
    expect(progress.at(-1)).toBe(25);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('retries a failing part and goes on', async () => {
    const storage = createFakeStorage();
    storage.failures.push(null, 503, 500);
    const result = await uploadFileMultipart({
      file: fakeFile('a.mp4', 15),
      filePath: 'p/a.mp4',
      fileIndex: 0,
      api: storage.api,
      putPart: storage.putPart,
      partSize: PART,
      sleep: noSleep,
    });
    expect(result.parts).toHaveLength(2);
    expect(storage.puts).toHaveLength(5);
  });

  it(`gives up after ${MULTIPART_PART_RETRIES} retries`, async () => {
    const storage = createFakeStorage();
    storage.failures.push(...Array.from({ length: MULTIPART_PART_RETRIES + 1 }, () => 500));
    await expect(
      uploadFileMultipart({
        file: fakeFile('a.mp4', 5),
        filePath: 'p/a.mp4',
        fileIndex: 0,
        api: storage.api,
        putPart: storage.putPart,
        partSize: PART,
        sleep: noSleep,
      }),
    ).rejects.toBeInstanceOf(PartUploadError);
    expect(storage.puts).toHaveLength(MULTIPART_PART_RETRIES + 1);
    expect(storage.calls.some((call) => call.startsWith('complete'))).toBe(false);
  });

  it('does not retry answers that will not change (400)', async () => {
    const storage = createFakeStorage();
    storage.failures.push(400);
    await expect(
      uploadFileMultipart({
        file: fakeFile('a.mp4', 5),
        filePath: 'p/a.mp4',
        fileIndex: 0,
        api: storage.api,
        putPart: storage.putPart,
        partSize: PART,
        sleep: noSleep,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(storage.puts).toHaveLength(1);
  });

  it('signs the parts again when a URL is refused as expired (403)', async () => {
    const storage = createFakeStorage();
    storage.expired.add('fake://up1/2?v=1');
    const result = await uploadFileMultipart({
      file: fakeFile('a.mp4', 20),
      filePath: 'p/a.mp4',
      fileIndex: 0,
      api: storage.api,
      putPart: storage.putPart,
      partSize: PART,
      sleep: noSleep,
    });
    expect(result.parts).toHaveLength(2);
    expect(storage.calls).toContain('presign p/a.mp4 2 up1');
    expect(storage.puts).toEqual(['fake://up1/1?v=1', 'fake://up1/2?v=1', 'fake://up1/2?v=2']);
  });

  it('resumes a saved session: asks which parts exist and sends only the missing ones', async () => {
    const storage = createFakeStorage();
    let session: UploadSession | null = null;
    const file = fakeFile('a.mp4', 30);
    // First attempt: part 1 stored, part 2 refused for good (as if the page had been reloaded).
    const firstPut = storage.putPart;
    let count = 0;
    await expect(
      uploadFileMultipart({
        file,
        filePath: 'p/a.mp4',
        fileIndex: 0,
        api: storage.api,
        putPart: (url, body, options) =>
          ++count === 2 ? Promise.reject(new PartUploadError('gone', 400)) : firstPut(url, body, options),
        partSize: PART,
        sleep: noSleep,
        onSession: (saved) => (session = saved),
      }),
    ).rejects.toBeInstanceOf(PartUploadError);
    expect(session).toEqual({ uploadId: 'up1', filePath: 'p/a.mp4', countParts: 3 });
    storage.puts.length = 0;

    const progress: number[] = [];
    const result = await uploadFileMultipart({
      file,
      filePath: 'p/a.mp4',
      fileIndex: 0,
      api: storage.api,
      putPart: storage.putPart,
      partSize: PART,
      sleep: noSleep,
      session,
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(result.uploadId).toBe('up1');
    expect(storage.calls).toContain('list up1');
    expect(storage.puts.map((url) => url.split('?')[0])).toEqual(['fake://up1/2', 'fake://up1/3']);
    expect(progress[0]).toBe(10);
    expect(result.parts.map((p) => p.PartNumber)).toEqual([1, 2, 3]);
  });

  it('starts over when the server no longer knows a saved upload', async () => {
    const storage = createFakeStorage();
    const sessions: UploadSession[] = [];
    const result = await uploadFileMultipart({
      file: fakeFile('a.mp4', 15),
      filePath: 'p/a.mp4',
      fileIndex: 0,
      api: storage.api,
      putPart: storage.putPart,
      partSize: PART,
      sleep: noSleep,
      session: { uploadId: 'gone', filePath: 'p/a.mp4', countParts: 2 },
      onSession: (saved) => sessions.push(saved),
    });
    expect(storage.calls.slice(0, 2)).toEqual(['list gone', 'presign p/a.mp4 2']);
    expect(sessions).toEqual([{ uploadId: result.uploadId, filePath: 'p/a.mp4', countParts: 2 }]);
    expect(result.parts).toHaveLength(2);
  });

  it('stops when aborted', async () => {
    const storage = createFakeStorage();
    const controller = new AbortController();
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(
      uploadFileMultipart({
        file: fakeFile('a.mp4', 5),
        filePath: 'p/a.mp4',
        fileIndex: 0,
        api: storage.api,
        putPart: storage.putPart,
        partSize: PART,
        sleep: noSleep,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.puts).toHaveLength(0);
  });
});
