import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { appendFilesToUpdate } from './append-files';
import { createFakeStorage, fakeFile } from './fakes.test-support';

function announcingApi(base: number) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const refuse = async () => {
    throw new Error('unexpected');
  };
  const api: ApiClient = {
    get: refuse,
    put: refuse,
    delete: refuse,
    patch: async <T>(path: string, body: unknown) => {
      calls.push({ method: 'PATCH', path, body });
      return {} as T;
    },
    post: async <T>(path: string, body: unknown) => {
      calls.push({ method: 'POST', path, body });
      const files = (body as { filesMeta: { name: string }[] }).filesMeta.map((meta, i) => ({
        name: meta.name,
        fileIndex: base + i,
        filePath: `posts/9/${meta.name}`,
      }));
      return { files, expectedNumberAssets: base + files.length } as T;
    },
  };
  return { api, calls };
}

const asFile = (name: string, size: number) => fakeFile(name, size) as unknown as File;

describe('appendFilesToUpdate', () => {
  it('announces the files, uploads each at the position the API gave, in order, and reports nothing else', async () => {
    const storage = createFakeStorage();
    const { api, calls } = announcingApi(3);
    const states: string[] = [];
    const result = await appendFilesToUpdate({
      postId: 9,
      files: [asFile('paddock.jpg', 25), asFile('vet.pdf', 5)],
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      partSize: 10,
      sleep: async () => {},
      onFileState: (index, state) => states.push(`${index}:${state}`),
    });
    expect(result).toEqual({ failed: [] });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/updates/9/assets',
        body: {
          filesMeta: [
            { name: 'paddock.jpg', size: 25, type: undefined },
            { name: 'vet.pdf', size: 5, type: undefined },
          ],
        },
      },
    ]);
    const completed = [...storage.uploads.values()].map((u) => [u.filePath, u.completed?.fileIndex]);
    expect(completed).toEqual([
      ['posts/9/paddock.jpg', 3],
      ['posts/9/vet.pdf', 4],
    ]);
    // One after the other: the second starts once the first is done.
    expect(states.indexOf('1:uploading')).toBeGreaterThan(states.indexOf('0:done'));
  });

  it('reports a file that keeps failing and still sends the others', async () => {
    const storage = createFakeStorage();
    storage.failures.push(400);
    const { api } = announcingApi(0);
    const result = await appendFilesToUpdate({
      postId: 9,
      files: [asFile('a.jpg', 5), asFile('b.jpg', 5)],
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      partSize: 10,
      sleep: async () => {},
    });
    expect(result).toEqual({ failed: [0] });
    expect([...storage.uploads.values()].filter((u) => u.completed).map((u) => u.filePath)).toEqual([
      'posts/9/b.jpg',
    ]);
  });
});
