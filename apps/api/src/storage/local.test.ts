import { createHook } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PartMismatchError, PartTooLargeError } from './driver.js';
import { createLocalStorage, normalizeEtag, partEtag } from './local.js';
import { PART_WRITE_SIZE } from './part-writer.js';

const root = mkdtempSync(path.join(tmpdir(), 'stride-local-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const target = { uploadId: 'upload-0001', key: 'posts/1/originals/upload-0001', driverUploadId: null };

/** `bytes` as a socket delivers them: reads of `size` bytes, each in its own turn of the event loop. */
function socketLike(bytes: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.length; offset += size) {
        await nextTurn();
        yield bytes.subarray(offset, offset + size);
      }
    })(),
  );
}

/**
 * Runs `work` and counts the requests it hands to libuv's file pool (every fs call, callback or promise
 * flavour, and FileHandle closes), seen by an async hook as they are created.
 */
async function fileRequests(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'FSREQCALLBACK' || type === 'FSREQPROMISE' || type === 'FILEHANDLECLOSEREQ') count += 1;
    },
  }).enable();
  try {
    await work();
  } finally {
    hook.disable();
  }
  return count;
}

describe('local storage driver', () => {
  it('keeps parts with content ETags (CRC-32 and size) and joins them in part order', async () => {
    const second = await storage.multipart.putPart(target, 2, Readable.from([Buffer.from('world')]), 100);
    const first = await storage.multipart.putPart(target, 1, Readable.from([Buffer.from('hello ')]), 100);
    expect(first).toEqual({
      PartNumber: 1,
      ETag: partEtag(crc32(Buffer.from('hello ')), 6),
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

  it('joins parts sent out of order, several at once and in many chunks into exactly the bytes sent, in place', async () => {
    const slot = 64 * 1024;
    const big = { uploadId: 'upload-0004', key: 'posts/4/originals/upload-0004', driverUploadId: null };
    const bytes = randomBytes(slot * 5 + 1234);
    const partOf = (n: number) => bytes.subarray((n - 1) * slot, n * slot);
    // Each part arrives as a stream of uneven chunks, as a socket delivers it.
    const chunked = (buffer: Buffer) =>
      Readable.from(
        Array.from({ length: Math.ceil(buffer.length / 1000) }, (_, i) =>
          buffer.subarray(i * 1000, (i + 1) * 1000),
        ),
      );
    const order = [6, 2, 5, 1, 4, 3];
    const parts = await Promise.all(
      order.map((n) => storage.multipart.putPart(big, n, chunked(partOf(n)), slot)),
    );
    expect(parts.map((p) => p.Size)).toEqual(order.map((n) => partOf(n).length));
    // The same bytes give the same ETag whatever their chunking; other bytes of the same size another.
    const again = await storage.multipart.putPart(big, 3, Readable.from([partOf(3)]), slot);
    expect(again.ETag).toBe(parts[order.indexOf(3)]!.ETag);
    const other = Buffer.from(partOf(3));
    other[100] ^= 1;
    const changed = await storage.multipart.putPart(big, 3, Readable.from([other]), slot);
    expect(changed.ETag).not.toBe(again.ETag);
    await expect(storage.multipart.complete(big, parts, 'video/mp4')).rejects.toBeInstanceOf(
      PartMismatchError,
    );
    await storage.multipart.putPart(big, 3, chunked(partOf(3)), slot);

    // Parts 1…n filling their slots: completion renames the file the parts were written into (same inode),
    // it never writes the bytes a second time.
    const receiving = statSync(path.join(root, '.multipart', big.uploadId, 'data')).ino;
    await storage.multipart.complete(
      big,
      [...parts].sort((a, b) => a.PartNumber - b.PartNumber),
      'video/mp4',
    );
    expect(statSync(path.join(root, big.key)).ino).toBe(receiving);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(big.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(readdirSync(path.join(root, 'posts/4/originals')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to complete with a part missing, and keeps the parts it has', async () => {
    const gap = { uploadId: 'upload-0005', key: 'posts/5/originals/upload-0005', driverUploadId: null };
    const one = await storage.multipart.putPart(gap, 1, Readable.from([Buffer.from('abcd')]), 4);
    const three = await storage.multipart.putPart(gap, 3, Readable.from([Buffer.from('ij')]), 4);
    await expect(
      storage.multipart.complete(gap, [one, { PartNumber: 2, ETag: one.ETag }, three], 'text/plain'),
    ).rejects.toBeInstanceOf(PartMismatchError);
    expect(await storage.stat(gap.key)).toBeNull();
    expect((await storage.multipart.listParts(gap)).map((p) => p.PartNumber)).toEqual([1, 3]);
    // Completing with the parts it does have is S3's answer too: 1 and 3, joined by copying their ranges.
    await storage.multipart.complete(gap, [one, three], 'text/plain');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(gap.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdij');
  });

  it('starts an upload afresh after an abort or a completion (the prepared-upload memory is forgotten)', async () => {
    const again = { uploadId: 'upload-0042', key: 'posts/1/originals/upload-0042', driverUploadId: null };
    await storage.multipart.putPart(again, 1, Readable.from([Buffer.from('first try')]), 100);
    await storage.multipart.abort(again);
    expect(await storage.multipart.listParts(again)).toEqual([]);
    const part = await storage.multipart.putPart(again, 1, Readable.from([Buffer.from('second')]), 100);
    expect(await storage.multipart.listParts(again)).toEqual([part]);
    await storage.multipart.complete(again, [part], 'text/plain');
    expect(readdirSync(path.join(root, '.multipart'))).not.toContain('upload-0042');
    // A part arriving after completion writes into a fresh directory, never into the completed object.
    await storage.multipart.putPart(again, 1, Readable.from([Buffer.from('late')]), 100);
    expect(statSync(path.join(root, again.key)).size).toBe(6);
    await storage.multipart.abort(again);
  });

  it('writes a part with a handful of file calls however the socket paces its reads (decision 040)', async () => {
    const slot = 5 * 1024 * 1024;
    const counted = { uploadId: 'upload-0050', key: 'posts/50/originals/upload-0050', driverUploadId: null };
    const parts = [randomBytes(slot), randomBytes(slot), randomBytes(slot - 12345)];
    await storage.multipart.putPart(counted, 1, socketLike(parts[0]!), slot); // prepares the upload
    // A part of an upload already prepared: unlink the old record, open, five writes of 1 MiB (decision
    // 064), close, the record's symlink — 9 requests. A WriteStream behind a Transform, with the record as
    // a temp file renamed, made ~88: a write per 64 KiB read whenever the disk kept up.
    expect(await fileRequests(() => storage.multipart.putPart(counted, 2, socketLike(parts[1]!), slot))).toBe(
      9,
    );
    expect(PART_WRITE_SIZE).toBe(1024 * 1024);
    // Uneven reads that straddle the 1 MiB write buffers, and a short last part.
    const last = await storage.multipart.putPart(counted, 3, socketLike(parts[2]!, 65536 + 7), slot);
    expect(last).toEqual({
      PartNumber: 3,
      ETag: partEtag(crc32(parts[2]!), parts[2]!.length),
      Size: parts[2]!.length,
    });
    const held = await storage.multipart.listParts(counted);
    await storage.multipart.complete(counted, held, 'video/mp4');
    expect(readFileSync(path.join(root, counted.key)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('never writes a byte of a part that is too large past its slot', async () => {
    const slot = 5 * 1024 * 1024;
    const spill = { uploadId: 'upload-0051', key: 'posts/51/originals/upload-0051', driverUploadId: null };
    const second = randomBytes(slot);
    await storage.multipart.putPart(spill, 2, socketLike(second), slot);
    await expect(
      storage.multipart.putPart(spill, 1, socketLike(randomBytes(slot + PART_WRITE_SIZE / 2)), slot),
    ).rejects.toBeInstanceOf(PartTooLargeError);
    expect((await storage.multipart.listParts(spill)).map((p) => p.PartNumber)).toEqual([2]);
    const data = readFileSync(path.join(root, '.multipart', spill.uploadId, 'data'));
    expect(data.subarray(slot).equals(second)).toBe(true);
    await storage.multipart.abort(spill);
  });

  it('still reads a part record written as a JSON file before records became symlinks', async () => {
    const old = { uploadId: 'upload-0052', key: 'posts/52/originals/upload-0052', driverUploadId: null };
    const part = await storage.multipart.putPart(old, 1, Readable.from([Buffer.from('kept')]), 100);
    const record = path.join(root, '.multipart', old.uploadId, '1.part.json');
    rmSync(record);
    writeFileSync(record, JSON.stringify({ ...part, Slot: 100 }));
    expect(await storage.multipart.listParts(old)).toEqual([part]);
    await storage.multipart.complete(old, [part], 'text/plain');
    expect(readFileSync(path.join(root, old.key), 'utf8')).toBe('kept');
  });
});
