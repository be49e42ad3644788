/**
 * Issue 18 item 0 (decision 029): a racing manager edits a published update and adds a photo from the
 * edit panel — "Add files" from the keyboard, a progress bar, a description — and a member who has the
 * update open sees the photo arrive without reloading (postUpdate), then the "being uploaded" notice go
 * once media processing has finished it (postUpdate again, from the media job). The update stays
 * published throughout. Screenshots of the panel and of the member's page at the project's width.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { photo } from '../publishing/support';
import { MANAGER_EMAIL, MEMBER_EMAIL, STAFF_EMAIL, api, publishTextUpdate, signIn, uniqueText } from './support';

/** Socket events can arrive a few seconds late while the 5 s test token's socket reconnects; processing takes a while. */
const expect = baseExpect.configure({ timeout: 30_000 });


test('a manager adds a photo to a published update; a member sees it appear live', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const viewport = testInfo.project.use.viewport ?? undefined;
  const staff = await signIn(browser, STAFF_EMAIL, '/updates/', viewport);
  const member = await signIn(browser, MEMBER_EMAIL, '/updates/', viewport);
  const manager = await signIn(browser, MANAGER_EMAIL, '/updates/', viewport);
  try {
    // The stable's staff publishes a text update (the composer's own journeys cover writing it).
    const text = uniqueText('Schooled over hurdles this morning');
    const post = await publishTextUpdate(staff.page, text);

    await member.page.goto(`/updates/${post.id}/`);
    const memberDetail = member.page.getByTestId('update-detail');
    await expect(memberDetail).toContainText(text);
    await expect(memberDetail.getByRole('img')).toHaveCount(0);

    // The manager opens the editor and adds a photo from the keyboard.
    await manager.page.goto(`/updates/${post.id}/`);
    const detail = manager.page.getByTestId('update-detail');
    await detail.getByRole('button', { name: 'Edit' }).click();
    const panel = manager.page.getByRole('region', { name: 'Edit update' });
    const addFiles = panel.getByRole('button', { name: 'Add files' });
    await expect(addFiles).toBeVisible();
    const pickFromKeyboard = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = manager.page.waitForEvent('filechooser');
      await addFiles.focus();
      await manager.page.keyboard.press('Enter');
      await (await chooser).setFiles(file);
    };
    // A program renamed to a photo is refused before anything is sent, with the SPEC's message.
    await pickFromKeyboard({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ program'),
    });
    await expect(panel.getByRole('alert')).toContainText('Incorrect file format');
    await expect(panel.getByTestId('attachment')).toHaveCount(0);
    await pickFromKeyboard({ name: 'schooling.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(panel.getByRole('alert')).toHaveCount(0);
    const row = panel.getByTestId('attachment').filter({ hasText: 'schooling.jpg' });
    await expect(row).toBeVisible();
    const description = uniqueText('Jumping the last flight of hurdles');
    await row.getByRole('textbox').fill(description);
    const panelShot = testInfo.outputPath(`edit-add-files-panel-${testInfo.project.name}.png`);
    // Centred: on a phone the bottom navigation covers the lowest part of the screen.
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await manager.page.screenshot({ path: panelShot });
    await testInfo.attach('edit panel with a photo added', { path: panelShot, contentType: 'image/png' });
    // Nothing sticks out sideways at this width.
    const overflow = await manager.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel).toHaveCount(0);
    await expect(detail.getByRole('img', { name: description })).toBeVisible();
    await expect(detail.getByTestId('edited')).toBeVisible();

    // Live on the member's open page: the photo, "edited", still the same update and text.
    await expect(memberDetail.getByRole('img', { name: description })).toBeVisible();
    await expect(memberDetail.getByTestId('edited')).toBeVisible();
    await expect(memberDetail).toContainText(text);
    // Media processing finishes the photo: the notice goes (postUpdate from the media job).
    await expect(
      memberDetail.getByRole('status').filter({ hasText: 'Files are currently being uploaded' }),
    ).toHaveCount(0);
    const after = await api<{
      publicationStatus: string;
      assetsStatus: string;
      assets: { originalName: string }[];
    }>(member.page, 'GET', `/api/updates/${post.id}`);
    expect(after).toMatchObject({ publicationStatus: 'published', assetsStatus: 'complete' });
    expect(after.assets.map((a) => a.originalName)).toEqual(['schooling.jpg']);
    const memberShot = testInfo.outputPath(`edit-add-files-member-${testInfo.project.name}.png`);
    await memberDetail
      .getByRole('img', { name: description })
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await member.page.screenshot({ path: memberShot });
    await testInfo.attach('the member’s page with the added photo', {
      path: memberShot,
      contentType: 'image/png',
    });
  } finally {
    await staff.context.close();
    await member.context.close();
    await manager.context.close();
  }
});
