/**
 * Remembers unfinished uploads in localStorage so a reload can resume them: per post, whether it was
 * being published, and per file (recognised by name, size and modification time) its upload session.
 */
import type { UploadSession } from './multipart';

export const RESUME_STORAGE_KEY = 'stride.pendingUploads';

/** What identifies the same file when the author picks it again after a reload. */
export interface FileIdentity {
  name: string;
  size: number;
  lastModified?: number;
}

/** An unfinished upload of one post. */
export interface PendingPostUpload {
  postId: number;
  publish: boolean;
  /** Every file of the post in order, so the page can ask for the same ones again. */
  files: (FileIdentity & { fileIndex: number; session?: UploadSession; completed?: boolean })[];
  savedAt: number;
}

/** Key-value storage as localStorage offers it (injectable for tests and for private mode). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The identity string of a file. */
export function fileFingerprint(file: FileIdentity): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified ?? 0}`;
}

/** Pending uploads by post id, backed by a key-value storage; failures to store are ignored (private mode). */
export function createResumeStore(storage: KeyValueStorage | null) {
  const read = (): Record<string, PendingPostUpload> => {
    try {
      const raw = storage?.getItem(RESUME_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, PendingPostUpload>) : {};
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, PendingPostUpload>) => {
    try {
      if (Object.keys(all).length === 0) storage?.removeItem(RESUME_STORAGE_KEY);
      else storage?.setItem(RESUME_STORAGE_KEY, JSON.stringify(all));
    } catch {
      // Quota or private mode: resuming is a convenience, the upload itself goes on.
    }
  };
  return {
    /** Every unfinished upload, newest first. */
    list(): PendingPostUpload[] {
      return Object.values(read()).sort((a, b) => b.savedAt - a.savedAt);
    },
    get(postId: number): PendingPostUpload | null {
      return read()[String(postId)] ?? null;
    },
    /** Starts tracking a post's files. */
    begin(postId: number, publish: boolean, files: readonly FileIdentity[], now = Date.now()): void {
      const all = read();
      all[String(postId)] = {
        postId,
        publish,
        savedAt: now,
        files: files.map((file, fileIndex) => ({
          name: file.name,
          size: file.size,
          lastModified: file.lastModified,
          fileIndex,
        })),
      };
      write(all);
    },
    /** Records a file's upload session (or that it completed). */
    update(
      postId: number,
      fileIndex: number,
      change: { session?: UploadSession; completed?: boolean },
    ): void {
      const all = read();
      const pending = all[String(postId)];
      const file = pending?.files.find((entry) => entry.fileIndex === fileIndex);
      if (!pending || !file) return;
      Object.assign(file, change);
      write(all);
    },
    /** Forgets a post once its uploads are done (or abandoned). */
    finish(postId: number): void {
      const all = read();
      delete all[String(postId)];
      write(all);
    },
  };
}
export type ResumeStore = ReturnType<typeof createResumeStore>;
