import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import type { CompleteUpload } from '@stride/shared';
import { describeFile, descriptionOf } from '../../components/publishing/attachments';
import { createFakeStorage, fakeFile, memoryStorage } from './fakes.test-support';
import { uploadPostFiles } from './post-uploads';
import { createResumeStore } from './resume-store';

const api = { patch: async () => ({}) } as unknown as ApiClient;

describe('photo descriptions in write-a-post (alt text, issue 18 item 10)', () => {
  it("sends each photo's description with its completion, and none for photos left blank", async () => {
    const storage = createFakeStorage();
    const completed: CompleteUpload[] = [];
    const complete = storage.api.complete.bind(storage.api);
    storage.api.complete = async (body) => {
      completed.push(body);
      return complete(body);
    };
    const described = fakeFile('IMG_0412.jpg', 5);
    const blank = fakeFile('IMG_0413.jpg', 5);
    describeFile(described, 'Bog of Allen on the gallops');
    describeFile(blank, '   ');
    expect(descriptionOf(blank)).toBeUndefined();
    await uploadPostFiles({
      postId: 3,
      files: [described, blank],
      publish: false,
      api,
      multipart: storage.api,
      putPart: storage.putPart,
      store: createResumeStore(memoryStorage()),
      filePathFor: (index, file) => `posts/3/${file.name}`,
      descriptionFor: (_index, file) => descriptionOf(file),
      partSize: 10,
      sleep: async () => {},
    });
    const byPath = Object.fromEntries(completed.map((body) => [body.filePath, body.description]));
    expect(byPath).toEqual({
      'posts/3/IMG_0412.jpg': 'Bog of Allen on the gallops',
      'posts/3/IMG_0413.jpg': undefined,
    });
  });
});
