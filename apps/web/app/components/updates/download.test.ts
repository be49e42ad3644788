import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';
import { exportFileName } from './update-media';

const file = { url: 'https://api.example/media/1.jpg', filename: 'IMG_1.jpg', mimeType: 'image/jpeg' };

describe('downloadFile', () => {
  it('asks the native wrapper with downloadFile when inside one', async () => {
    const postToWrapper = vi.fn().mockReturnValue(true);
    const fetch = vi.fn();
    expect(await downloadFile(file, { insideWrapper: () => true, postToWrapper, fetch })).toBe('native');
    expect(postToWrapper).toHaveBeenCalledWith(file);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches and saves under the original name on the web', async () => {
    const save = vi.fn();
    const fetch = vi.fn().mockResolvedValue(new Response('bytes', { status: 200 }));
    expect(await downloadFile(file, { insideWrapper: () => false, fetch, save })).toBe('downloaded');
    expect(save.mock.calls[0]![1]).toBe('IMG_1.jpg');
  });

  it("logs 'Network response was not ok' when the server refuses", async () => {
    const log = vi.fn();
    const fetch = vi.fn().mockResolvedValue(new Response('no', { status: 403 }));
    expect(await downloadFile(file, { insideWrapper: () => false, fetch, log, save: vi.fn() })).toBe(
      'failed',
    );
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ url: file.url, reason: 'Network response was not ok' }),
    );
  });

  it('logs a network failure too', async () => {
    const log = vi.fn();
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await downloadFile(file, { insideWrapper: () => false, fetch, log })).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
  });

  it('exports photos through the converter (PNG) and reports a failed conversion', async () => {
    const save = vi.fn();
    const fetch = vi.fn().mockResolvedValue(new Response('bytes', { status: 200 }));
    const convert = vi.fn().mockResolvedValue(new File(['png'], 'IMG_1.png', { type: 'image/png' }));
    expect(await downloadFile(file, { insideWrapper: () => false, fetch, save, convert })).toBe('downloaded');
    expect(save.mock.calls[0]![1]).toBe('IMG_1.png');
    const failing = vi.fn().mockRejectedValue(new Error("Can't convert base64 to file"));
    const fetchAgain = vi.fn().mockResolvedValue(new Response('bytes', { status: 200 }));
    expect(
      await downloadFile(file, { insideWrapper: () => false, fetch: fetchAgain, save, convert: failing }),
    ).toBe('conversion-failed');
  });

  it('saves a processed recording under its mp3 name (audio export mp3)', () => {
    expect(exportFileName({ originalName: 'Voice note.webm', mimeType: 'audio/mpeg' })).toBe(
      'Voice note.mp3',
    );
    expect(exportFileName({ originalName: 'Vet report.pdf', mimeType: 'application/pdf' })).toBe(
      'Vet report.pdf',
    );
  });
});
