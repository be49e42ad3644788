/**
 * Write-a-post refuses what SPEC §5/§9 refuse before anything is uploaded: an empty draft does nothing,
 * missing syndicate and horse, a text file named .mp4, a photo over 25 MB, a duplicate name, too many
 * files; and a denied microphone shows the SPEC message.
 */
import { expect, test } from '@playwright/test';
import { dismissOverlaysWhenInTheWay } from '../catalogue/overlays';
import { DEMO_STAFF, photo, signInTo } from './support';

test.beforeEach(async ({ page }) => {
  await dismissOverlaysWhenInTheWay(page);
  await signInTo(page, DEMO_STAFF, '/write-a-post/');
  await expect(page.getByRole('heading', { name: 'Write a post', level: 1 })).toBeVisible();
});

test('an empty draft sends nothing; a comment without syndicate and horse shows both messages', async ({
  page,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
  });
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Update' }).click();
  await page.keyboard.type('Schooled over hurdles this morning');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Form Requires Attention')).toBeVisible();
  await expect(page.getByText('Please Select Syndicate')).toBeVisible();
  await expect(page.getByText('Please Select Horse')).toBeVisible();
  expect(writes).toEqual([]);
});

test('bad files are refused with the SPEC messages', async ({ page }) => {
  test.setTimeout(120_000); // a 26 MB file crosses into the browser: slow on a busy machine
  const input = page.getByTestId('file-input');
  const errors = page.getByTestId('file-errors');
  const jpeg = await photo();

  await input.setInputFiles({
    name: 'gallop.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('This is plain text, not a video.\n'.repeat(20)),
  });
  await expect(errors).toHaveText('Incorrect file format');
  await expect(page.getByTestId('attachment')).toHaveCount(0);

  const big = Buffer.concat([jpeg, Buffer.alloc(26 * 1024 * 1024 - jpeg.length)]);
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(errors).toHaveText('Some files are too large');

  await input.setInputFiles({ name: 'yard.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('attachment')).toHaveCount(1);
  await expect(errors).toHaveCount(0);
  await input.setInputFiles({ name: 'yard.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(errors).toHaveText('File name has to be unique');
  await expect(page.getByTestId('attachment')).toHaveCount(1);

  const many = Array.from({ length: 10 }, (_, i) => ({
    name: `photo-${i + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: jpeg,
  }));
  await input.setInputFiles(many);
  await expect(errors).toHaveText(/You can upload at most \d+ files/);
  await expect(page.getByTestId('attachment')).toHaveCount(1);
});

test('a refused microphone shows the permission message', async ({ page, context }) => {
  await context.clearPermissions();
  await page.evaluate(() => {
    // The default Chromium of these journeys has no microphone: getUserMedia is refused as a denial would be.
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(page.getByText('Update your microphone permissions to record a new audio.')).toBeVisible();
});

test('pasted headings become bold paragraphs and pasted scripts are dropped', async ({ page }) => {
  const editor = page.getByRole('textbox', { name: 'Update' });
  await editor.click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h2>Race day</h2><p>Going <b>good</b><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"></p>',
    );
    data.setData('text/plain', 'Race day Going good');
    document
      .querySelector('.ProseMirror')!
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('p > strong', { hasText: 'Race day' })).toBeVisible();
  await expect(editor.locator('h2')).toHaveCount(0);
  await expect(editor.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});
