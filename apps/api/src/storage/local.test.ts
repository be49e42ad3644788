import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { PartMismatchError, PartTooLargeError } from './driver.js';
import { createLocalStorage, normalizeEtag } from './local.js';

const root = mkdtempSync(path.join(tmpdir(), 'stride-local-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const target = { uploadId: 'upload-0001', key: 'posts/1/originals/upload-0001', driverUploadId: null };

describe('local storage driver', () => {
  it('keeps parts with MD5 ETags and joins them in part order', async () => {
    const second = await storage.multipart.putPart(target, 2, Readable.from([Buffer.from('world')]), 100);
    const first = await storage.multipart.putPart(target, 1, Readable.from([Buffer.from('hello ')]), 100);
    expect(first).toEqual({
      PartNumber: 1,
      ETag: `"${createHash('md5').update('hello ').digest('hex')}"`,
      Size: 6,
    });
    expect((await storage.multipart.listParts(target)).map((p) => p.PartNumber)).toEqual([1, 2]);
    await expect(
      storage.multipart.complete(
        target,
        [
          { PartNumber: 1, ETag: second.ETag },
          { PartNumber: 2, ETag: second.ETag },
        ],
        'text/plain',
      ),
    ).rejects.toBeInstanceOf(PartMismatchError);
    await storage.multipart.complete(
      target,
      [second, first].map(({ PartNumber, ETag }) => ({ PartNumber, ETag: normalizeEtag(ETag) })),
      'text/plain',
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(target.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
    expect(await storage.multipart.listParts(target)).toEqual([]);
    expect(await storage.list('posts/1/')).toEqual([target.key]);
  });

  it('stops a part larger than allowed', async () => {
    const other = { ...target, uploadId: 'upload-0002' };
    await expect(
      storage.multipart.putPart(other, 1, Readable.from([Buffer.alloc(11)]), 10),
    ).rejects.toBeInstanceOf(PartTooLargeError);
    expect(await storage.multipart.listParts(other)).toEqual([]);
  });

  it('joins full-size parts in place, keeps a retried part, and never joins a part whose retry failed', async () => {
    const fast = { uploadId: 'upload-0003', key: 'posts/3/originals/upload-0003', driverUploadId: null };
    const put = (n: number, text: string) =>
      storage.multipart.putPart(fast, n, Readable.from([Buffer.from(text)]), 4);
    const third = await put(3, 'ij');
    await put(1, 'xxxx');
    const second = await put(2, 'efgh');
    // A retry of part 1 replaces its bytes; one that fails leaves part 2 unlisted rather than half-written.
    const first = await put(1, 'abcd');
    await expect(
      storage.multipart.putPart(fast, 2, Readable.from([Buffer.from('efghi')]), 4),
    ).rejects.toBeInstanceOf(PartTooLargeError);
    expect((await storage.multipart.listParts(fast)).map((p) => p.PartNumber)).toEqual([1, 3]);
    await expect(
      storage.multipart.complete(fast, [first, second, third], 'text/plain'),
    ).rejects.toBeInstanceOf(PartMismatchError);
    const again = await put(2, 'efgh');
    expect(again.ETag).toBe(second.ETag);
    await storage.multipart.complete(fast, [first, again, third], 'text/plain');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(fast.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdefghij');
    expect(await storage.stat(fast.key)).toMatchObject({ size: 10, contentType: 'text/plain' });
    expect(await storage.multipart.listParts(fast)).toEqual([]);
  });
});
