import type { Comment, HorseEntryResource, Post, PostAsset } from '@stride/shared';

// Members' area resource factories for web tests (packages/shared/src/api/member-resources.ts shapes).

/** An asset of an update; a photo unless overridden. */
export function buildAsset(overrides: Partial<PostAsset> = {}): PostAsset {
  return {
    id: 1,
    url: '/media/posts/1/photo.webp',
    filename: 'photo.webp',
    originalName: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    status: 'complete',
    previewUrl: '/media/posts/1/photo-small.webp',
    downloadUrl: '/media/posts/1/photo.jpg?download=1',
    sizeBytes: 1_200_000,
    width: 1600,
    height: 1067,
    durationMs: null,
    ...overrides,
  };
}

/** A race entry, a declaration at Leopardstown unless overridden. */
export function buildEntry(overrides: Partial<HorseEntryResource> = {}): HorseEntryResource {
  return {
    id: 4,
    date: '2026-12-26T13:40:00Z',
    time: '13:40',
    updateType: 'Final Declaration',
    status: 'Declared',
    horse: { id: 12, name: 'Galway Gale', slug: 'galway-gale' },
    syndicate: { id: 3, name: 'Emerald Racing Club' },
    racetrack: 'Leopardstown',
    raceNumber: 4,
    raceName: 'Paddy Power Chase',
    distance: '3m',
    drawPosition: 7,
    jockey: 'P. Townend',
    finishingPosition: null,
    previewComment: 'Goes well fresh.',
    timeformComment: null,
    racecardUrl: 'https://racecards.example/4',
    resultUrl: null,
    replayUrl: null,
    creationTrigger: 'manual post',
    postId: 40,
    ...overrides,
  };
}

/** A published update by a racing manager, text only unless overridden. */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 40,
    horse: { id: 12, name: 'Galway Gale', slug: 'galway-gale' },
    syndicate: { id: 3, name: 'Emerald Racing Club', slug: 'emerald' },
    author: { id: 2, firstname: 'Maeve', lastname: 'Byrne', roles: ['Manager'] },
    authorLabel: 'Racing Manager',
    postedAt: '2026-11-20T10:00:00Z',
    editedAt: null,
    comment: '<p>Worked nicely this morning.</p>',
    assets: [],
    isLiked: false,
    isViewed: false,
    likesCount: 3,
    commentsCount: 2,
    publicationStatus: 'published',
    assetsStatus: null,
    uploadedAssetsCount: 0,
    expectedNumberAssets: 0,
    type: 'text',
    horseEntry: null,
    permissions: { delete: false, edit: false },
    ...overrides,
  };
}

/** A comment on an update. */
export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    post: '/api/posts/40',
    postId: 40,
    body: 'Great news!',
    author: { id: 9, firstname: 'Ciara', lastname: 'Walsh', roles: ['Member'] },
    createdAt: '2026-11-20T11:00:00Z',
    editedAt: null,
    permissions: { delete: false, edit: false },
    ...overrides,
  };
}
