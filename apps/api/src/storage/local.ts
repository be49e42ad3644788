/**
 * Local-disk storage driver (the default): files under DATA_DIR/storage, written atomically
 * (temp file + rename) with their content type kept in a sidecar so reads need no sniffing.
 * Multipart parts are streamed straight into their slot of one file under `.multipart/<uploadId>/`
 * (part n at (n - 1) × the part size), each held once its record (ETag, size) is written; completion of
 * full-size parts is a truncate and a rename — no second write of the bytes (decision 026). Parts of
 * other sizes are joined by copying their ranges, as S3 would accept them. A part's ETag is its CRC-32 and
 * size, checksummed on the way to disk (decision 035) by `part-writer.ts`, which writes a part with a
 * handful of file calls (decision 040).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  truncate,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  PartMismatchError,
  type ByteRange,
  type MultipartStorage,
  type MultipartTarget,
  type StorageDriver,
  type StoredObject,
  type UploadedPart,
} from './driver.js';
import { writePart } from './part-writer.js';

const UPLOAD_ID = /^[A-Za-z0-9-]{8,64}$/;
/** The one file an upload's parts are written into, each at its slot. */
const DATA_FILE = 'data';
/** A part whose bytes are all on disk: its ETag, size and the slot size it was written with. */
interface HeldPart extends UploadedPart {
  Slot: number;
}

/**
 * A part's ETag: CRC-32 of its bytes (S3's own part checksum algorithm, x-amz-checksum-crc32) and its
 * size. It only has to tell two versions of one part of one upload apart (a retry with other bytes), and
 * give the same answer for the same bytes (a duplicate retry); MD5 did the same at ~9× the CPU, on the
 * event loop that also receives every byte (decision 035).
 */
export function partEtag(checksum: number, size: number): string {
  return `"${(checksum >>> 0).toString(16).padStart(8, '0')}-${size}"`;
}

/** `"abc"` and `abc` are the same ETag. */
export function normalizeEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

/** Creates the local driver rooted at `root` (created on first write). */
export function createLocalStorage(root: string): StorageDriver {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const metaFor = (key: string) => `${fileFor(key)}.meta.json`;
  const partsDir = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Bad upload id: ${uploadId}`);
    return path.join(root, '.multipart', uploadId);
  };

  const partRecord = (uploadId: string, partNumber: number) =>
    path.join(partsDir(uploadId), `${partNumber}.part.json`);

  /**
   * A part's record: a symbolic link whose target *is* the record's JSON (one `symlink` call writes it,
   * atomically, where a file took open + write + close + rename; decision 040); records written before
   * that are plain JSON files, read as such.
   */
  async function readRecord(file: string): Promise<string> {
    try {
      return await readlink(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EINVAL') throw error;
      return readFile(file, 'utf8');
    }
  }

  /** Writes a part's record (see readRecord); a record made meanwhile by a retry of the part is replaced. */
  async function writeRecord(file: string, held: HeldPart): Promise<void> {
    const json = JSON.stringify(held);
    try {
      await symlink(json, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const tmp = `${file}.${randomUUID()}.tmp`;
      await symlink(json, tmp);
      await rename(tmp, file);
    }
  }

  /** The parts whose bytes are completely written, in part order. */
  async function heldParts(uploadId: string): Promise<HeldPart[]> {
    let names: string[];
    try {
      names = await readdir(partsDir(uploadId));
    } catch {
      return [];
    }
    const parts: HeldPart[] = [];
    for (const name of names) {
      if (!/^\d+\.part\.json$/.test(name)) continue;
      try {
        parts.push(JSON.parse(await readRecord(path.join(partsDir(uploadId), name))) as HeldPart);
      } catch {
        // Removed by a retry of that part right now: not held, the client sends it again.
      }
    }
    return parts.sort((a, b) => a.PartNumber - b.PartNumber);
  }

  // Uploads whose parts directory and data file this driver has made: later parts skip the mkdir and the
  // create-if-missing open (2–3 file calls of ~10 a part, decision 035). Forgotten on complete/abort; a
  // directory removed behind its back fails the part's r+ open (ENOENT) rather than writing a stray one.
  const prepared = new Set<string>();

  const writeMeta = (key: string, contentType: string) =>
    writeFile(metaFor(key), JSON.stringify({ contentType }));

  const multipart: MultipartStorage = {
    async create() {
      return null;
    },
    async presignParts() {
      return null;
    },
    async putPart(target, partNumber, body, maxBytes): Promise<UploadedPart> {
      const dir = partsDir(target.uploadId);
      const data = path.join(dir, DATA_FILE);
      if (!prepared.has(target.uploadId)) {
        await mkdir(dir, { recursive: true });
        await (await open(data, 'a')).close();
        if (prepared.size >= 10_000) prepared.clear();
        prepared.add(target.uploadId);
      }
      const record = partRecord(target.uploadId, partNumber);
      // Not held while its bytes change: a failed or half-written retry is never joined.
      await unlink(record).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      // The part's own slot of the upload's file; writePart stops before it could spill into the next.
      const { size, checksum } = await writePart(data, (partNumber - 1) * maxBytes, body, maxBytes);
      const held: HeldPart = {
        PartNumber: partNumber,
        ETag: partEtag(checksum, size),
        Size: size,
        Slot: maxBytes,
      };
      await writeRecord(record, held);
      return { PartNumber: held.PartNumber, ETag: held.ETag, Size: held.Size };
    },
    async listParts(target) {
      return (await heldParts(target.uploadId)).map(({ PartNumber, ETag, Size }) => ({
        PartNumber,
        ETag,
        Size,
      }));
    },
    async complete(target: MultipartTarget, parts, contentType) {
      prepared.delete(target.uploadId);
      const held = new Map((await heldParts(target.uploadId)).map((p) => [p.PartNumber, p]));
      const ordered = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
      const chosen: HeldPart[] = [];
      for (const part of ordered) {
        const found = held.get(part.PartNumber);
        if (!found || normalizeEtag(found.ETag) !== normalizeEtag(part.ETag)) throw new PartMismatchError();
        chosen.push(found);
      }
      const file = fileFor(target.key);
      await mkdir(path.dirname(file), { recursive: true });
      const dir = partsDir(target.uploadId);
      const data = path.join(dir, DATA_FILE);
      const slot = chosen[0]?.Slot ?? 0;
      // Parts 1…n, every one but the last filling its slot: the file already is the object.
      const inPlace = chosen.every(
        (p, i) => p.PartNumber === i + 1 && p.Slot === slot && (i === chosen.length - 1 || p.Size === p.Slot),
      );
      if (inPlace && chosen.length > 0) {
        await truncate(
          data,
          chosen.reduce((sum, p) => sum + p.Size, 0),
        );
        await writeMeta(target.key, contentType);
        await rename(data, file);
      } else {
        const tmp = `${file}.${randomUUID()}.tmp`;
        async function* concatenated() {
          for (const part of chosen) {
            if (part.Size === 0) continue;
            const start = (part.PartNumber - 1) * part.Slot;
            yield* createReadStream(data, { start, end: start + part.Size - 1 });
          }
        }
        try {
          await pipeline(Readable.from(concatenated()), createWriteStream(tmp));
        } catch (error) {
          await rm(tmp, { force: true });
          throw error;
        }
        await writeMeta(target.key, contentType);
        await rename(tmp, file);
      }
      await rm(dir, { recursive: true, force: true });
    },
    async abort(target) {
      prepared.delete(target.uploadId);
      await rm(partsDir(target.uploadId), { recursive: true, force: true });
    },
  };

  return {
    kind: 'local',
    multipart,
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(tmp));
      await writeMeta(key, contentType);
      await rename(tmp, file);
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const s = await stat(fileFor(key));
        if (!s.isFile()) return null;
        let contentType = 'application/octet-stream';
        try {
          contentType = (JSON.parse(await readFile(metaFor(key), 'utf8')) as { contentType: string })
            .contentType;
        } catch {
          // A file written without a sidecar keeps the generic type.
        }
        return { size: s.size, contentType, lastModified: s.mtime };
      } catch (error) {
        // Only "no such file" means missing; a disk or mount that fails is the store being away (503).
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange) {
      return createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
      await rm(metaFor(key), { force: true });
    },
    async list(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`List prefix must end with /: ${prefix}`);
      const base = fileFor(prefix.slice(0, -1));
      let entries: string[];
      try {
        entries = (await readdir(base, { recursive: true })) as string[];
      } catch {
        return [];
      }
      const keys: string[] = [];
      for (const entry of entries) {
        if (entry.endsWith('.meta.json') || entry.endsWith('.tmp')) continue;
        const key = `${prefix}${entry.split(path.sep).join('/')}`;
        if ((await stat(path.join(base, entry))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
  };
}
