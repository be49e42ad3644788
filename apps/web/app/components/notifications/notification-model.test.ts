import { describe, expect, it } from 'vitest';
import { createNotification, isAssertive } from './notification-model';

describe('createNotification', () => {
  it('is an information message hiding after 3000 ms by default', () => {
    const notification = createNotification('Saved to drafts', new Set(), () => 0.5);
    expect(notification).toEqual({
      id: 5050,
      kind: 'information',
      message: 'Saved to drafts',
      timeout: 3000,
    });
  });

  it('has no timeout when flagged to stay, and keeps kind, title and a custom timeout', () => {
    expect(createNotification({ message: 'Uploading', stay: true }).timeout).toBeNull();
    expect(
      createNotification({ message: 'Done', kind: 'success', title: 'Post', timeout: 5000 }),
    ).toMatchObject({
      kind: 'success',
      title: 'Post',
      timeout: 5000,
    });
  });

  it('draws ids between 100 and 9999 inclusive', () => {
    expect(createNotification('a', new Set(), () => 0).id).toBe(100);
    expect(createNotification('a', new Set(), () => 0.999999).id).toBe(9999);
    for (let i = 0; i < 500; i += 1) {
      const { id } = createNotification('a');
      expect(id).toBeGreaterThanOrEqual(100);
      expect(id).toBeLessThanOrEqual(9999);
      expect(Number.isInteger(id)).toBe(true);
    }
  });

  it('draws again when the id is already on screen', () => {
    const draws = [0, 0, 0.5];
    const notification = createNotification('a', new Set([100]), () => draws.shift() ?? 0.5);
    expect(notification.id).toBe(5050);
  });

  it('announces only errors assertively', () => {
    expect(isAssertive('error')).toBe(true);
    expect(isAssertive('information')).toBe(false);
    expect(isAssertive('success')).toBe(false);
  });
});
