import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const link = { title: 'Update', url: 'https://stride.example/updates/4/' };

describe('shareOrCopy', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(link, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(link, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('copies the link when sharing fails, but not when the user cancelled', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const failing = vi.fn().mockRejectedValue(new Error('not allowed'));
    expect(await shareOrCopy(link, { share: failing, writeText })).toBe('copied');
    const cancelled = vi.fn().mockRejectedValue(Object.assign(new Error('cancel'), { name: 'AbortError' }));
    expect(await shareOrCopy(link, { share: cancelled, writeText: vi.fn() })).toBe('cancelled');
  });

  it('falls back to the legacy copy, and reports failure when nothing works', async () => {
    const legacyCopy = vi.fn().mockReturnValue(true);
    expect(
      await shareOrCopy(link, { writeText: vi.fn().mockRejectedValue(new Error('denied')), legacyCopy }),
    ).toBe('copied');
    expect(await shareOrCopy(link, { legacyCopy: () => false })).toBe('failed');
  });
});
