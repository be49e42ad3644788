/**
 * Local-disk storage driver (the default): files under DATA_DIR/storage, written atomically
 * (temp file + rename) with their content type kept in a sidecar so reads need no sniffing.
 * Multipart parts wait under `.multipart/<uploadId>/` until completion concatenates them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  PartMismatchError,
  PartTooLargeError,
  type ByteRange,
  type MultipartStorage,
  type MultipartTarget,
  type StorageDriver,
  type StoredObject,
  type UploadedPart,
} from './driver.js';

const UPLOAD_ID = /^[A-Za-z0-9-]{8,64}$/;

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
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${partNumber}.part`);
      const tmp = `${file}.${randomUUID()}.tmp`;
      const hash = createHash('md5');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new PartTooLargeError());
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, meter, createWriteStream(tmp));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      const etag = `"${hash.digest('hex')}"`;
      await writeFile(`${file}.etag`, etag);
      await rename(tmp, file);
      return { PartNumber: partNumber, ETag: etag, Size: size };
    },
    async listParts(target) {
      let names: string[];
      try {
        names = await readdir(partsDir(target.uploadId));
      } catch {
        return [];
      }
      const parts: UploadedPart[] = [];
      for (const name of names) {
        const match = /^(\d+)\.part$/.exec(name);
        if (!match) continue;
        const file = path.join(partsDir(target.uploadId), name);
        try {
          const [info, etag] = await Promise.all([stat(file), readFile(`${file}.etag`, 'utf8')]);
          parts.push({ PartNumber: Number(match[1]), ETag: etag, Size: info.size });
        } catch {
          // A part being replaced right now: not listed, the client sends it again.
        }
      }
      return parts.sort((a, b) => a.PartNumber - b.PartNumber);
    },
    async complete(target: MultipartTarget, parts, contentType) {
      const held = new Map((await this.listParts(target)).map((p) => [p.PartNumber, p]));
      const ordered = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
      for (const part of ordered) {
        const found = held.get(part.PartNumber);
        if (!found || normalizeEtag(found.ETag) !== normalizeEtag(part.ETag)) throw new PartMismatchError();
      }
      const file = fileFor(target.key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      const dir = partsDir(target.uploadId);
      async function* concatenated() {
        for (const part of ordered) yield* createReadStream(path.join(dir, `${part.PartNumber}.part`));
      }
      try {
        await pipeline(Readable.from(concatenated()), createWriteStream(tmp));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      await writeMeta(target.key, contentType);
      await rename(tmp, file);
      await rm(dir, { recursive: true, force: true });
    },
    async abort(target) {
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
