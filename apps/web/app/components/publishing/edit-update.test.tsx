import { EMPTY_POST_MESSAGE } from '@stride/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpdateDetailPage from '../../routes/_member/updates/detail';
import { renderMember, stubMemberApi } from '../../test/member-harness';
import { buildAsset, buildPost } from '../../test/member-factories';

afterEach(() => vi.unstubAllGlobals());

function renderDetail() {
  const props = { loaderData: { id: 40 }, params: { id: '40' }, matches: [] } as unknown as Parameters<
    typeof UpdateDetailPage
  >[0];
  return renderMember(<UpdateDetailPage {...props} />);
}

const noComments = () =>
  Response.json({ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } });

describe('editing a published update', () => {
  it('is offered only with permissions.edit', async () => {
    stubMemberApi({
      'GET /api/updates/40': () => Response.json(buildPost()),
      'PUT /api/updates/40/view': () => Response.json(buildPost()),
      'GET /api/comments': noComments,
    });
    renderDetail();
    await screen.findByTestId('update-detail');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('takes a file off on Save and shows "edited"; Cancel changes nothing; an emptied update is refused', async () => {
    const photo = buildAsset({ id: 7, originalName: 'gallop.jpg' });
    const vet = buildAsset({ id: 8, originalName: 'vet.jpg' });
    const post = buildPost({ comment: '', assets: [photo, vet], permissions: { delete: false, edit: true } });
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(post),
      'PUT /api/updates/40/view': () => Response.json(post),
      'GET /api/comments': noComments,
      'DELETE /api/updates/40/assets/8': () =>
        Response.json({ ...post, assets: [photo], editedAt: '2026-11-20T12:00:00Z' }),
    });
    renderDetail();
    const detail = await screen.findByTestId('update-detail');
    expect(within(detail).queryByTestId('edited')).toBeNull();

    fireEvent.click(within(detail).getByRole('button', { name: 'Edit' }));
    let panel = await screen.findByRole('region', { name: 'Edit update' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove gallop.jpg' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove vet.jpg' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect((await within(panel).findByText(EMPTY_POST_MESSAGE)).getAttribute('role')).toBe('alert');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Edit update' })).toBeNull();

    fireEvent.click(within(detail).getByRole('button', { name: 'Edit' }));
    panel = await screen.findByRole('region', { name: 'Edit update' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove vet.jpg' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(within(detail).getByTestId('edited').textContent).toBe('edited'));
    expect(screen.queryByRole('region', { name: 'Edit update' })).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/updates/40/assets/8',
    ]);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
