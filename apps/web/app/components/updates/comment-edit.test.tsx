import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpdateDetailPage from '../../routes/_member/updates/detail';
import { renderMember, stubMemberApi } from '../../test/member-harness';
import { buildComment, buildPost } from '../../test/member-factories';

afterEach(() => vi.unstubAllGlobals());

function renderDetail() {
  const props = { loaderData: { id: 40 }, params: { id: '40' }, matches: [] } as unknown as Parameters<
    typeof UpdateDetailPage
  >[0];
  return renderMember(<UpdateDetailPage {...props} />);
}

describe('editing a comment in place', () => {
  it('offers Edit only on the author’s comment; Escape cancels, Save sends a merge patch and shows "edited"', async () => {
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost({ commentsCount: 2 })),
      'PUT /api/updates/40/view': () => Response.json(buildPost()),
      'GET /api/comments': () =>
        Response.json({
          data: [
            buildComment({ id: 5, body: 'Great rn', permissions: { delete: true, edit: true } }),
            buildComment({
              id: 6,
              body: 'Theirs',
              author: { id: 10, firstname: 'Tom', lastname: 'Burke', roles: ['Member'] },
            }),
          ],
          meta: { page: 1, itemsPerPage: 10, totalItems: 2, totalPages: 1 },
        }),
      'PATCH /api/comments/5': ({ body }) =>
        Response.json(
          buildComment({
            id: 5,
            body: (body as { body: string }).body,
            editedAt: '2026-11-20T12:00:00Z',
            permissions: { delete: true, edit: true },
          }),
        ),
    });
    renderDetail();
    await screen.findByText('Theirs');
    const edits = screen.getAllByRole('button', { name: 'Edit your comment' });
    expect(edits).toHaveLength(1);

    fireEvent.click(edits[0]!);
    const field = await screen.findByLabelText('Edit your comment', { selector: 'textarea' });
    expect((field as HTMLTextAreaElement).value).toBe('Great rn');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Abandoned' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Edit your comment', { selector: 'textarea' })).toBeNull();
    expect(screen.getByText('Great rn')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit your comment' }));
    const again = await screen.findByLabelText('Edit your comment', { selector: 'textarea' });
    fireEvent.change(again, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Please add a comment before submission')).getAttribute('role')).toBe(
      'alert',
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(again, { target: { value: '  Great run!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('comment-body').map((b) => b.textContent)).toContain('Great run!'),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/comments/5',
      body: { body: 'Great run!' },
    });
    const mine = screen.getAllByTestId('comment')[0]!;
    expect(within(mine).getByText('· edited')).toBeTruthy();
  });
});
