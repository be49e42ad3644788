import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMember, stubMemberApi } from '../../test/member-harness';
import { buildAsset, buildPost } from '../../test/member-factories';
import { UpdateCard } from './update-card';
import { UpdateMedia } from './update-media';

afterEach(() => vi.unstubAllGlobals());

const small = buildAsset({
  width: 400,
  height: 300,
  renditions: [{ url: '/media/posts/1/feed.webp', width: 400 }],
});

describe('feed photos (issue 18 items 10 and 13)', () => {
  it('keep their own aspect ratio, and are never drawn wider than they are', async () => {
    stubMemberApi({});
    renderMember(<UpdateCard post={buildPost({ type: 'media', assets: [small] })} />);
    const tile = await screen.findByTestId('feed-photo');
    expect(tile.style.aspectRatio).toBe(String(4 / 3));
    expect(tile.style.maxWidth).toBe('400px');
    expect(tile.className).not.toContain('aspect-square');
  });

  it('offer srcset renditions with their widths', async () => {
    stubMemberApi({});
    const wide = buildAsset({
      width: 1920,
      height: 1280,
      renditions: [
        { url: '/media/a/feed.webp', width: 640 },
        { url: '/media/a/medium.webp', width: 1280 },
        { url: '/media/a/detail.webp', width: 1920 },
      ],
    });
    renderMember(<UpdateCard post={buildPost({ id: 41, type: 'media', assets: [wide] })} />);
    const img = (await screen.findByTestId('feed-photo')).querySelector('img')!;
    expect(img.getAttribute('srcset')).toMatch(
      /feed\.webp 640w, .*medium\.webp 1280w, .*detail\.webp 1920w$/,
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
  });

  it("use the author's description as alt text, else the horse and update, never the file name", async () => {
    stubMemberApi({});
    const post = buildPost({
      type: 'media',
      assets: [
        buildAsset({ description: 'Galway Gale on the gallops' }),
        buildAsset({ id: 2, originalName: 'IMG_0002.jpg' }),
      ],
    });
    renderMember(<UpdateMedia assets={post.assets} processing={false} owner={post} />);
    const alts = (await screen.findAllByRole('img')).map((img) => img.getAttribute('alt'));
    expect(alts).toEqual([
      'Galway Gale on the gallops',
      'Photo of Galway Gale from the Emerald Racing Club update (2 of 2)',
    ]);
    expect(alts.join(' ')).not.toContain('IMG_');
  });
});
