import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMember, stubMemberApi } from '../../../test/member-harness';
import { buildAsset, buildPost } from '../../../test/member-factories';
import type { FeedSeed } from '../../../lib/members/updates-api';
import UpdatesPage, { clientLoader } from './list';

afterEach(() => vi.unstubAllGlobals());

const posts = Array.from({ length: 10 }, (_, i) =>
  buildPost({ id: 100 - i, comment: `<p>Update number ${i + 1}</p>`, postedAt: `2026-11-${20 - i}T10:00:00Z` }),
);
const seed: FeedSeed = {
  filters: { horseId: null },
  page: { data: posts, meta: { page: 1, itemsPerPage: 10, totalItems: 25, totalPages: 3 } },
  fetchedAt: Date.now(),
};

function renderList(loaderData: { seed: FeedSeed | null }) {
  const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof UpdatesPage>[0];
  return renderMember(<UpdatesPage {...props} />);
}

describe('updates page (decision 038)', () => {
  it('starts from the server’s first page without fetching it, then reveals every card a step at a time', async () => {
    const calls = stubMemberApi({});
    renderList({ seed });
    // The first render is the server's: its first cards at once, no loading state.
    const feed = await screen.findByTestId('feed');
    expect(feed.getAttribute('data-pages')).toBe('1');
    expect(screen.getByText('Update number 1')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getAllByTestId('update-card')).toHaveLength(10));
    expect(screen.getAllByTestId('update-card').map((card) => card.dataset.updateId)).toEqual(
      posts.map((post) => String(post.id)),
    );
    expect(calls.filter((c) => c.path === '/api/updates')).toEqual([]);
  });

  it('gives the first card’s photo high priority and loads the others lazily', async () => {
    stubMemberApi({});
    const withPhotos = posts.map((post, i) => ({
      ...post,
      assets: [buildAsset({ id: i + 1, url: `/media/${i + 1}.jpg`, previewUrl: `/media/${i + 1}-preview.jpg` })],
    }));
    renderList({ seed: { ...seed, page: { ...seed.page, data: withPhotos } } });
    await vi.waitFor(() => expect(screen.getAllByTestId('feed-photo')).toHaveLength(10));
    const images = screen.getAllByTestId('feed-photo').map((tile) => tile.querySelector('img')!);
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    for (const image of images.slice(1)) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('fetches the feed itself when the document came without it (client navigation)', async () => {
    const calls = stubMemberApi({
      'GET /api/updates': () => Response.json(seed.page),
    });
    renderList(clientLoader());
    await vi.waitFor(() => expect(screen.getAllByTestId('update-card')).toHaveLength(10));
    expect(calls.filter((c) => c.path === '/api/updates')).toHaveLength(1);
  });
});
