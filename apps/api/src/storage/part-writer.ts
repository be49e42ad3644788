/**
 * Writes one multipart part into its slot of the upload's file with as few requests to libuv's file
 * pool as the bytes allow (decision 040): one `open`, one positioned `write` per MiB, one `close`.
 * A `fs.WriteStream` behind a `Transform` wrote whatever had queued each time a write finished — on a
 * socket that meant about one write per 64 KiB read, ~88 requests a 5 MiB part — and on a loaded two-core
 * machine each hand-off to the pool can cost the event loop its core (~0.3 ms a call in the profile).
 *
 * The socket's reads (≤ 64 KiB each) are checksummed (CRC-32, the part's ETag, decision 035) and copied
 * into one of two pooled buffers: while one is being written, the other fills, so the request keeps
 * flowing during a disk write and pauses only when the disk is slower than the network. Copying (≈ 0.1 ms
 * a MiB) lets every socket Buffer die young, reclaimed by the cheap scavenges of V8's young generation,
 * instead of living — referenced by a pending write — long enough to be promoted and then wait for a full
 * collection with its 64 KiB of memory outside the heap.
 *
 * The CRC-32 is @node-rs/crc32's (crc32fast, carry-less multiplication): the same IEEE polynomial and
 * values as `zlib.crc32`, so records written before still match, at ~0.06 ms a MiB instead of ~0.43 —
 * zlib's was the largest single item of the API's CPU during an upload (decision 063).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { crc32 } from '@node-rs/crc32';
import { PartTooLargeError } from './driver.js';

/**
 * Bytes per file write: 1 MiB, so a full part is five writes and the next MiB fills while one is written.
 * Not larger (decision 064): with half-part (2.5 MiB) buffers the kernel's copy of each write into the
 * page cache cost the file pool's threads 120–540 ms of CPU per 400 MB upload (bimodal), with 1 MiB
 * 110–230 ms — most likely because a smaller buffer is still in the CPU's caches when it is copied.
 */
export const PART_WRITE_SIZE = 1024 * 1024;

/** Buffers kept for reuse between parts (two per part in flight; browsers send four at a time). */
const POOL_LIMIT = 8;
const pool: Buffer[] = [];

const takeBuffer = () => pool.pop() ?? Buffer.allocUnsafeSlow(PART_WRITE_SIZE);
const giveBack = (buffer: Buffer) => {
  if (pool.length < POOL_LIMIT) pool.push(buffer);
};

/** What was written: the part's size and the CRC-32 of its bytes. */
export interface WrittenPart {
  size: number;
  checksum: number;
}

/** Writes `length` bytes of `buffer` at `position`, however many calls the OS takes (usually one). */
async function writeAll(handle: FileHandle, buffer: Buffer, length: number, position: number): Promise<void> {
  let done = 0;
  while (done < length) {
    const { bytesWritten } = await handle.write(buffer, done, length - done, position + done);
    done += bytesWritten;
  }
}

/**
 * Streams `body` into `file` (which must exist) from byte `start`, at most `maxBytes` bytes: more fails
 * with `PartTooLargeError` before any byte past the limit is written. Resolves once every byte is on the
 * file (written, not fsynced — as before) and the file is closed; rejects with the body's or the disk's
 * error, after the write in flight settled and the file closed.
 */
export async function writePart(
  file: string,
  start: number,
  body: AsyncIterable<Buffer | string>,
  maxBytes: number,
): Promise<WrittenPart> {
  const handle = await open(file, 'r+');
  let size = 0;
  let checksum = 0;
  let filling = takeBuffer();
  let filled = 0;
  let position = start;
  /** The buffer of the write in flight and that write (which never rejects: it resolves its error). */
  let writing: { buffer: Buffer; done: Promise<unknown> } | null = null;

  const settleWrite = async () => {
    if (!writing) return;
    const { buffer, done } = writing;
    writing = null;
    const error = await done;
    giveBack(buffer);
    if (error) throw error;
  };
  const flush = async () => {
    await settleWrite();
    if (filled === 0) return;
    const buffer = filling;
    writing = {
      buffer,
      done: writeAll(handle, buffer, filled, position).then(
        () => null,
        (e: unknown) => e,
      ),
    };
    position += filled;
    filling = takeBuffer();
    filled = 0;
  };

  try {
    for await (const read of body) {
      const chunk = typeof read === 'string' ? Buffer.from(read) : read;
      size += chunk.length;
      if (size > maxBytes) throw new PartTooLargeError();
      checksum = crc32(chunk, checksum);
      let offset = 0;
      while (offset < chunk.length) {
        const copied = chunk.copy(filling, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === PART_WRITE_SIZE) await flush();
      }
    }
    await flush();
    await settleWrite();
  } catch (error) {
    await settleWrite().catch(() => undefined);
    throw error;
  } finally {
    giveBack(filling);
    await handle.close();
  }
  return { size, checksum };
}
