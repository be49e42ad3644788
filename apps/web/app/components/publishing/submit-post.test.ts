import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api/client';
import { type ComposerDraft, createPost, horseEntryBody, postBody } from './submit-post';

const entry = {
  updateType: 'Final Declaration' as const,
  date: '2026-07-01',
  time: '14:30',
  raceNumber: 3,
  racetrack: 'Leopardstown',
  raceName: 'Summer Handicap',
  distance: '',
  drawPosition: undefined,
  jockey: 'R. Walsh',
  finishingPosition: '',
};
const draft: ComposerDraft = {
  syndicateId: 4,
  horseId: 9,
  comment: '<p>Hello</p>',
  files: [{ name: 'a.mp4', size: 10, type: 'video/mp4' }],
  horseEntry: null,
  publish: true,
  notify: false,
};

function recordingApi() {
  const posts: { path: string; body: unknown }[] = [];
  const api = {
    post: async (path: string, body: unknown) => {
      posts.push({ path, body });
      return { id: path.endsWith('entries') ? 77 : 5, publicationStatus: 'draft' };
    },
  } as unknown as ApiClient;
  return { api, posts };
}

describe('horseEntryBody', () => {
  it('sends the Dublin ISO datetime, manual post, and only the optional fields given', () => {
    expect(horseEntryBody(draft, entry)).toEqual({
      horse: '/api/horses/9',
      syndicate: '/api/syndicates/4',
      creationTrigger: 'manual post',
      date: '2026-07-01T14:30:00+01:00',
      time: '14:30',
      updateType: 'Final Declaration',
      raceNumber: 3,
      racetrack: 'Leopardstown',
      raceName: 'Summer Handicap',
      jockey: 'R. Walsh',
    });
    expect(horseEntryBody(draft, { ...entry, date: '2026-12-01' }).date).toBe('2026-12-01T14:30:00+00:00');
  });
});

describe('postBody', () => {
  it('creates a draft (publish) or a user draft (save), media when files come', () => {
    expect(postBody(draft, 77)).toEqual({
      syndicate: '/api/syndicates/4',
      horse: '/api/horses/9',
      comment: '<p>Hello</p>',
      expectedNumberAssets: 1,
      type: 'media',
      filesMeta: [{ name: 'a.mp4', size: 10, type: 'video/mp4' }],
      publicationStatus: 'draft',
      notify: false,
      horseEntry: '/api/syndicate-horse-entries/77',
    });
    expect(postBody({ ...draft, files: [], publish: false }, null)).toMatchObject({
      type: 'text',
      expectedNumberAssets: 0,
      publicationStatus: 'user_draft',
    });
  });
});

describe('createPost', () => {
  it('sends nothing for an empty draft', async () => {
    const { api, posts } = recordingApi();
    expect(await createPost(api, { ...draft, comment: '<p> </p>', files: [] })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('creates the entry first and references it from the post', async () => {
    const { api, posts } = recordingApi();
    const post = await createPost(api, { ...draft, horseEntry: entry });
    expect(post?.id).toBe(5);
    expect(posts.map((p) => p.path)).toEqual(['/api/syndicate-horse-entries', '/api/updates']);
    expect(posts[1]!.body).toMatchObject({ horseEntry: '/api/syndicate-horse-entries/77' });
  });
});
