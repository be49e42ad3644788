/**
 * Local-disk storage driver (the default): files under DATA_DIR/storage, written atomically
 * (temp file + rename) with their content type kept in a sidecar so reads need no sniffing.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type ByteRange, type StorageDriver, type StoredObject } from './driver.js';

/** Creates the local driver rooted at `root` (created on first write). */
export function createLocalStorage(root: string): StorageDriver {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const metaFor = (key: string) => `${fileFor(key)}.meta.json`;

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(tmp));
      await writeFile(metaFor(key), JSON.stringify({ contentType }));
      await rename(tmp, file);
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const s = await stat(fileFor(key));
        if (!s.isFile()) return null;
        let contentType = 'application/octet-stream';
        try {
          contentType = (JSON.parse(await readFile(metaFor(key), 'utf8')) as { contentType: string }).contentType;
        } catch {
          // A file written without a sidecar keeps the generic type.
        }
        return { size: s.size, contentType, lastModified: s.mtime };
      } catch {
        return null;
      }
    },
    async read(key, range?: ByteRange) {
      return createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
      await rm(metaFor(key), { force: true });
    },
  };
}
