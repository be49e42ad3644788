/**
 * Adding files in the edit panel of a published update (issue 18 item 0, decision 029): "Add files" is a
 * button (keyboard-reachable), the pick is checked like the composer's, the files are announced and
 * uploaded at the positions the API gives with a progress bar each, and the page shows the update's new
 * file afterwards. A refused announcement keeps the panel open with the API's message.
 */
import { POST_MESSAGES, type Post } from '@stride/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpdateDetailPage from '../../routes/_member/updates/detail';
import { renderMember, stubMemberApi } from '../../test/member-harness';
import { buildAsset, buildPost } from '../../test/member-factories';

// Parts go by XMLHttpRequest in browsers; here the storage reports half the part, then waits for the test.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('../../lib/uploads/xhr-put', () => ({
  createXhrPutPart: () => async (_url: string, body: Blob, options: { onProgress: (n: number) => void }) => {
    options.onProgress(Math.floor(body.size / 2));
    await gate.opened;
    options.onProgress(body.size);
    return '"etag-1"';
  },
}));

afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
const noComments = () =>
  Response.json({ data: [], meta: { page: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 } });

function renderDetail() {
  const props = { loaderData: { id: 40 }, params: { id: '40' }, matches: [] } as unknown as Parameters<
    typeof UpdateDetailPage
  >[0];
  return renderMember(<UpdateDetailPage {...props} />);
}

async function openEditor() {
  const detail = await screen.findByTestId('update-detail');
  fireEvent.click(within(detail).getByRole('button', { name: 'Edit' }));
  // The editor is loaded on demand (its module is transformed on first use here): wait for it.
  const panel = await screen.findByRole('region', { name: 'Edit update' }, { timeout: 15_000 });
  return { detail, panel };
}

function pick(panel: HTMLElement, file: File) {
  fireEvent.change(within(panel).getByTestId('edit-file-input'), { target: { files: [file] } });
}

describe('adding files to a published update', () => {
  it('announces, uploads at the given position with progress, and shows the new file', async () => {
    const existing = buildAsset({ id: 7, originalName: 'gallop.jpg' });
    const added = buildAsset({ id: 9, originalName: 'paddock.png', status: 'processing' });
    let current: Post = buildPost({ assets: [existing], permissions: { delete: false, edit: true } });
    const calls = stubMemberApi({
      'GET /api/updates/40': () => Response.json(current),
      'PUT /api/updates/40/view': () => Response.json(current),
      'GET /api/comments': noComments,
      'GET /api/settings': () => Response.json({ data: [{ type: 'app', settings: { max_files: 10 } }] }),
      'POST /api/updates/40/assets': () =>
        Response.json({
          files: [{ name: 'paddock.png', fileIndex: 1, filePath: 'posts/40/paddock.png' }],
          expectedNumberAssets: 2,
        }),
      'GET /api/upload-s3-files/presigned-urls': () =>
        Response.json({ uploadId: 'up-1', presignedUrls: ['http://api.test/storage/parts/up-1/1'] }),
      'POST /api/upload-s3-files/complete': () => {
        current = { ...current, assets: [existing, added], editedAt: '2026-11-25T01:00:00Z' };
        return Response.json({
          uploadId: 'up-1',
          fileIndex: 1,
          filePath: 'posts/40/paddock.png',
          asset: added,
        });
      },
    });
    renderDetail();
    const { detail, panel } = await openEditor();
    const addButton = within(panel).getByRole('button', { name: /Add files/ });
    expect(addButton.tagName).toBe('BUTTON');

    pick(panel, new File([PNG], 'paddock.png', { type: 'image/png' }));
    const row = await within(panel).findByText('paddock.png');
    expect(row).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    // A progress bar per file while it goes.
    const bar = await within(panel).findByRole('progressbar', { name: 'Upload of paddock.png' });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    gate.open();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Edit update' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/updates/40/assets')?.body).toEqual({
      filesMeta: [{ name: 'paddock.png', size: PNG.length, type: 'image/png' }],
    });
    expect(calls.find((c) => c.path === '/api/upload-s3-files/presigned-urls')?.search).toContain(
      'filePath=posts%2F40%2Fpaddock.png',
    );
    expect(calls.find((c) => c.path === '/api/upload-s3-files/complete')?.body).toMatchObject({
      uploadId: 'up-1',
      fileIndex: 1,
      filePath: 'posts/40/paddock.png',
    });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await vi.waitFor(() => expect(within(detail).getByTestId('edited')).toBeTruthy());
  });

  it('refuses a file the browser can tell is not what its name says, and keeps the API’s refusals visible', async () => {
    const post = buildPost({
      assets: [buildAsset({ id: 7, originalName: 'gallop.jpg' })],
      permissions: { delete: false, edit: true },
    });
    stubMemberApi({
      'GET /api/updates/40': () => Response.json(post),
      'PUT /api/updates/40/view': () => Response.json(post),
      'GET /api/comments': noComments,
      'POST /api/updates/40/assets': () =>
        Response.json(
          {
            code: 422,
            message: 'Validation failed',
            violations: [{ propertyPath: 'filesMeta', message: POST_MESSAGES.tooManyFiles(1) }],
          },
          { status: 422 },
        ),
    });
    renderDetail();
    const { panel } = await openEditor();

    pick(panel, new File(['just text'], 'horse.png', { type: 'image/png' }));
    expect((await within(panel).findByTestId('edit-file-errors')).textContent).toContain(
      POST_MESSAGES.incorrectFileFormat,
    );
    expect(within(panel).queryByText('horse.png')).toBeNull();
    pick(panel, new File([PNG], 'Gallop.JPG', { type: 'image/jpeg' }));
    await vi.waitFor(() =>
      expect(within(panel).getByTestId('edit-file-errors').textContent).toContain(
        POST_MESSAGES.fileNameNotUnique,
      ),
    );

    pick(panel, new File([PNG], 'paddock.png', { type: 'image/png' }));
    await within(panel).findByText('paddock.png');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    const alert = await within(panel).findByTestId('edit-file-errors');
    await vi.waitFor(() => expect(alert.textContent).toContain(POST_MESSAGES.tooManyFiles(1)));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('region', { name: 'Edit update' })).toBeTruthy();
  });
});
