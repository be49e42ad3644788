import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { createFakeStorage, fakeFile, memoryStorage } from './fakes.test-support';
import { PartUploadError } from './multipart';
import { uploadPostFiles } from './post-uploads';
import { createResumeStore } from './resume-store';

function recordingApi() {
  const patches: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    get: async () => {
      throw new Error('unexpected');
    },
    post: async () => {
      throw new Error('unexpected');
    },
    put: async () => {
      throw new Error('unexpected');
    },
    delete: async () => {
      throw new Error('unexpected');
    },
    patch: async <T>(path: string, body: unknown) => {
      patches.push({ path, body });
      return {} as T;
    },
  };
  return { api, patches };
}

const base = {
  filePathFor: (index: number, file: { name: string }) => `u/${index}-${file.name}`,
  partSize: 10,
  sleep: async () => {},
};

describe('uploadPostFiles', () => {
  it('uploads every file, reports processing, then publishes and forgets the resume record', async () => {
    const storage = createFakeStorage();
    const { api, patches } = recordingApi();
    const store = createResumeStore(memoryStorage());
    const states: string[] = [];
    const result = await uploadPostFiles({
      ...base,
      postId: 7,
      files: [fakeFile('a.mp4', 25), fakeFile('b.jpg', 5)],
      publish: true,
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      store,
      onFileState: (index, state) => states.push(`${index}:${state}`),
    });
    expect(result).toEqual({ uploaded: 2, failed: [], publicationStatus: 'published' });
    expect(patches).toEqual([
      { path: '/api/updates/7', body: { uploadedAssetsCount: 2, assetsStatus: 'processing' } },
      { path: '/api/updates/7', body: { publicationStatus: 'published' } },
    ]);
    expect(states).toContain('0:done');
    expect(states).toContain('1:done');
    expect(store.get(7)).toBeNull();
  });

  it('keeps a draft a draft (no publication patch)', async () => {
    const storage = createFakeStorage();
    const { api, patches } = recordingApi();
    await uploadPostFiles({
      ...base,
      postId: 8,
      files: [fakeFile('b.jpg', 5)],
      publish: false,
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      store: createResumeStore(memoryStorage()),
    });
    expect(patches).toEqual([
      { path: '/api/updates/8', body: { uploadedAssetsCount: 1, assetsStatus: 'processing' } },
    ]);
  });

  it('marks the post upload_failed when a file fails, and a retry sends only what is missing', async () => {
    const storage = createFakeStorage();
    const { api, patches } = recordingApi();
    const store = createResumeStore(memoryStorage());
    const files = [fakeFile('a.mp4', 25), fakeFile('b.jpg', 5)];
    let calls = 0;
    const flaky: typeof storage.putPart = (url, body, options) =>
      url.startsWith('fake://up1/2') && ++calls === 1
        ? Promise.reject(new PartUploadError('gone', 400))
        : storage.putPart(url, body, options);

    const first = await uploadPostFiles({
      ...base,
      postId: 9,
      files,
      publish: true,
      api,
      multipart: storage.api,
      putPart: flaky,
      store,
      concurrency: 1,
    });
    expect(first).toEqual({ uploaded: 1, failed: [0], publicationStatus: 'upload_failed' });
    expect(patches.at(-1)).toEqual({ path: '/api/updates/9', body: { publicationStatus: 'upload_failed' } });
    expect(store.get(9)?.files[1]?.completed).toBe(true);

    // After a reload the author picks the same files again: only part 2 and 3 of a.mp4 go up.
    patches.length = 0;
    storage.puts.length = 0;
    const again = await uploadPostFiles({
      ...base,
      postId: 9,
      files,
      publish: true,
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      store: createResumeStore(memoryStorageFrom(store)),
      concurrency: 1,
    });
    expect(again).toEqual({ uploaded: 2, failed: [], publicationStatus: 'published' });
    expect(storage.puts.map((url) => url.split('?')[0])).toEqual(['fake://up1/2', 'fake://up1/3']);
    expect(patches[0]).toEqual({
      path: '/api/updates/9',
      body: { uploadedAssetsCount: 2, assetsStatus: 'processing' },
    });
  });
});

/** A fresh storage holding what `store` saved (what a reload finds in localStorage). */
function memoryStorageFrom(store: ReturnType<typeof createResumeStore>) {
  const storage = memoryStorage();
  const pending = store.list();
  storage.setItem(
    'stride.pendingUploads',
    JSON.stringify(Object.fromEntries(pending.map((p) => [String(p.postId), p]))),
  );
  return storage;
}
