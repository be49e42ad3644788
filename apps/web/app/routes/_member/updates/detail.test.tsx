import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMember, stubMemberApi } from '../../../test/member-harness';
import { buildComment, buildPost } from '../../../test/member-factories';
import UpdateDetailPage from './detail';

afterEach(() => vi.unstubAllGlobals());

const page = {
  data: [buildComment({ body: '<b>not bold</b>' })],
  meta: { page: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1 },
};

function renderDetail() {
  const props = { loaderData: { id: 40 }, params: { id: '40' }, matches: [] } as unknown as Parameters<
    typeof UpdateDetailPage
  >[0];
  return renderMember(<UpdateDetailPage {...props} />);
}

describe('single update page', () => {
  it('marks the update viewed, shows comments as text and likes only after the server replied', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost({ isLiked: false, likesCount: 3 })),
      'PUT /api/updates/40/view': () => Response.json(buildPost({ isViewed: true })),
      'GET /api/comments': () => Response.json(page),
      'PUT /api/updates/40/like': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderDetail();
    const detail = await screen.findByTestId('update-detail');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/updates/40/view')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/comments')?.search).toContain(
      'post.id%5B%5D=%2Fapi%2Fposts%2F40',
    );

    const body = await screen.findByTestId('comment-body');
    expect(body.textContent).toBe('<b>not bold</b>');
    expect(body.querySelector('b')).toBeNull();

    const like = within(detail).getByRole('button', { name: /^Like/ });
    fireEvent.click(like);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/updates/40/like')).toBe(true));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    release(Response.json(buildPost({ isLiked: true, likesCount: 4, isViewed: true })));
    await vi.waitFor(() =>
      expect(
        within(detail)
          .getByRole('button', { name: /^Liked/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(detail).getByTestId('likes-count').textContent).toContain('4');
  });

  it('refuses an empty comment without calling the API, and posts a real one', async () => {
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost()),
      'PUT /api/updates/40/view': () => Response.json(buildPost()),
      'GET /api/comments': () =>
        Response.json({ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } }),
      'POST /api/comments': ({ body }) =>
        Response.json(buildComment({ id: 9, body: (body as { body: string }).body }), { status: 201 }),
    });
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Post comment' });
    fireEvent.click(button);
    expect((await screen.findByText('Please add a comment before submission')).getAttribute('role')).toBe(
      'alert',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '  Lovely  ' } });
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByTestId('comment-body').textContent).toBe('Lovely'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ post: '/api/posts/40', body: 'Lovely' });
  });

  it('offers delete only when the API says the user may', async () => {
    stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost({ permissions: { delete: true, edit: false } })),
      'PUT /api/updates/40/view': () => Response.json(buildPost()),
      'GET /api/comments': () =>
        Response.json({ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } }),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this update?' })).toBeTruthy();
  });

  it('deletes a comment the user may delete, after confirming, and the count drops; others have no delete', async () => {
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost({ commentsCount: 2 })),
      'PUT /api/updates/40/view': () => Response.json(buildPost({ commentsCount: 2 })),
      'GET /api/comments': () =>
        Response.json({
          data: [
            buildComment({ id: 5, body: 'Mine', permissions: { delete: true, edit: false } }),
            buildComment({
              id: 6,
              body: 'Theirs',
              author: { id: 10, firstname: 'Tom', lastname: 'Burke', roles: ['Member'] },
            }),
          ],
          meta: { page: 1, itemsPerPage: 10, totalItems: 2, totalPages: 1 },
        }),
      'DELETE /api/comments/5': () => new Response(null, { status: 204 }),
    });
    renderDetail();
    await screen.findByText('Theirs');
    expect(screen.queryByRole('button', { name: 'Delete the comment of Tom Burke' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the comment of Ciara Walsh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await vi.waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/comments/5']);
    expect(screen.getByText('Theirs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Comments/ }).textContent).toContain('1');
  });
});
