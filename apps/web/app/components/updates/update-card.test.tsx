import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMember, stubMemberApi } from '../../test/member-harness';
import { buildAsset, buildEntry, buildPost } from '../../test/member-factories';
import { UpdateCard } from './update-card';

afterEach(() => vi.unstubAllGlobals());

describe('UpdateCard', () => {
  it('shows the author label, horse, syndicate, relative time, counts and a link to the update', async () => {
    stubMemberApi({});
    const postedAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    renderMember(<UpdateCard post={buildPost({ postedAt, likesCount: 5, commentsCount: 2 })} />);
    const card = await screen.findByTestId('update-card');
    expect(within(card).getByTestId('author-label').textContent).toBe('Racing Manager');
    expect(card.textContent).toContain('Galway Gale');
    expect(card.textContent).toContain('Emerald Racing Club');
    expect(within(card).getByText('3 Hrs ago')).toBeTruthy();
    expect(within(card).getByTestId('likes-count').textContent).toContain('5');
    expect(
      within(card)
        .getByRole('link', { name: /Open update/ })
        .getAttribute('href'),
    ).toBe('/updates/40/');
    expect(within(card).getByText('New')).toBeTruthy();
  });

  it('previews media and shows the race entry without its long comments', async () => {
    stubMemberApi({});
    renderMember(
      <UpdateCard
        post={buildPost({
          type: 'media',
          assets: [
            buildAsset(),
            buildAsset({
              id: 2,
              mimeType: 'application/x-mpegURL',
              originalName: 'gallop.mov',
              durationMs: 74_000,
            }),
          ],
          horseEntry: buildEntry({ finishingPosition: 'pu', updateType: 'Result' }),
        })}
      />,
    );
    const card = await screen.findByTestId('update-card');
    expect(within(card).getByText('1:14')).toBeTruthy();
    expect(within(card).getByTestId('finishing-position').textContent).toBe('Pulled Up');
    expect(within(card).queryByText('Goes well fresh.')).toBeNull();
  });
});

describe('LikeButton through the card', () => {
  it('applies the like only after the server replied', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = stubMemberApi({
      'PUT /api/updates/40/like': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderMember(<UpdateCard post={buildPost({ isLiked: false, likesCount: 3 })} />);
    const like = await screen.findByRole('button', { name: /^Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    like.click();
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/updates/40/like')).toBe(true));
    // Still the old state while the server has not answered.
    expect(like.getAttribute('aria-pressed')).toBe('false');
    release(Response.json(buildPost({ isLiked: true, likesCount: 4 })));
    // The card shows what its props say; the cache update is what the page re-renders from.
    await vi.waitFor(() => expect(like.getAttribute('aria-busy')).toBeNull());
  });
});
