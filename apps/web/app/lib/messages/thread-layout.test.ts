import type { Message } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { dayLabel, layoutThread } from './thread-layout';

const now = new Date(2026, 10, 23, 15, 0);

function message(id: number, authorId: number, at: Date): Message {
  return {
    id,
    chatId: 1,
    author: { id: authorId },
    unread: false,
    body: `m${id}`,
    createdAt: at.toISOString(),
  };
}

describe('dayLabel', () => {
  it('says Today, Yesterday, a short date this year and a dated label for other years', () => {
    expect(dayLabel(new Date(2026, 10, 23, 0, 5), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 22, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 16, 9, 0), now)).toMatch(/16 Nov/);
    expect(dayLabel(new Date(2025, 10, 16, 9, 0), now)).toMatch(/16 Nov 2025/);
  });
});

describe('layoutThread', () => {
  it('groups messages by day and by runs of one author close in time', () => {
    const days = layoutThread(
      [
        message(1, 7, new Date(2026, 10, 22, 10, 0)),
        message(2, 7, new Date(2026, 10, 22, 10, 3)),
        message(3, 7, new Date(2026, 10, 22, 10, 30)),
        message(4, 8, new Date(2026, 10, 22, 10, 31)),
        message(5, 8, new Date(2026, 10, 23, 9, 0)),
      ],
      now,
    );
    expect(days.map((d) => d.label)).toEqual(['Yesterday', 'Today']);
    expect(days[0]?.runs.map((r) => [r.authorId, r.messages.map((m) => m.id)])).toEqual([
      [7, [1, 2]],
      [7, [3]],
      [8, [4]],
    ]);
    // A new day starts a new run even for the same author.
    expect(days[1]?.runs).toHaveLength(1);
  });

  it('gives nothing for no messages', () => {
    expect(layoutThread([], now)).toEqual([]);
  });
});
