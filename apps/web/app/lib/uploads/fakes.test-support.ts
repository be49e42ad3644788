/** In-memory storage, multipart API and part PUT for the upload tests: it behaves like the real storage. */
import type { CompleteUpload } from '@stride/shared';
import { type MultipartApi, PartUploadError, type PutPart, type UploadedPart } from './multipart';

interface FakeUpload {
  filePath: string;
  countParts: number;
  parts: Map<number, { etag: string; size: number }>;
  completed: CompleteUpload | null;
}

/** A storage that signs URLs `fake://<uploadId>/<part>?v=<generation>` and records what it receives. */
export function createFakeStorage() {
  const uploads = new Map<string, FakeUpload>();
  const calls: string[] = [];
  /** Status codes to answer for the next PUTs, in order (null = network error). */
  const failures: (number | null)[] = [];
  let generation = 0;
  let nextId = 1;
  const puts: string[] = [];
  const expired = new Set<string>();

  const api: MultipartApi = {
    async presign({ filePath, countParts, uploadId }) {
      calls.push(`presign ${filePath} ${countParts}${uploadId ? ` ${uploadId}` : ''}`);
      generation++;
      let id = uploadId;
      if (!id || !uploads.has(id)) {
        id = `up${nextId++}`;
        uploads.set(id, { filePath, countParts, parts: new Map(), completed: null });
      }
      return {
        uploadId: id,
        presignedUrls: Array.from({ length: countParts }, (_, i) => `fake://${id}/${i + 1}?v=${generation}`),
      };
    },
    async listParts({ uploadId }) {
      calls.push(`list ${uploadId}`);
      const upload = uploads.get(uploadId);
      if (!upload) throw new Error('404 unknown upload');
      return [...upload.parts.entries()].map(([PartNumber, p]): UploadedPart => ({
        PartNumber,
        ETag: p.etag,
      }));
    },
    async complete(body) {
      calls.push(`complete ${body.uploadId} ${body.parts.map((p) => p.PartNumber).join(',')}`);
      const upload = uploads.get(body.uploadId);
      if (!upload) throw new Error('unknown upload');
      upload.completed = body;
    },
  };

  const putPart: PutPart = async (url, body, { onProgress }) => {
    puts.push(url);
    const failure = failures.length > 0 ? failures.shift() : undefined;
    if (failure !== undefined) {
      if (failure === null) throw new PartUploadError('network', null);
      throw new PartUploadError(`status ${failure}`, failure);
    }
    if (expired.has(url)) throw new PartUploadError('expired', 403);
    const match = /^fake:\/\/([^/]+)\/(\d+)/.exec(url);
    const upload = match ? uploads.get(match[1]!) : undefined;
    if (!match || !upload) throw new PartUploadError('not found', 404);
    onProgress(Math.floor(body.size / 2));
    onProgress(body.size);
    const etag = `"etag-${match[2]}-${body.size}"`;
    upload.parts.set(Number(match[2]), { etag, size: body.size });
    return etag;
  };

  return { api, putPart, uploads, calls, failures, puts, expired };
}

/** A Blob with the identity fields of a File. */
export function fakeFile(
  name: string,
  size: number,
  lastModified = 1,
): Blob & { name: string; lastModified: number } {
  return Object.assign(new Blob([new Uint8Array(size)]), { name, lastModified });
}

/** Memory-backed localStorage stand-in. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
