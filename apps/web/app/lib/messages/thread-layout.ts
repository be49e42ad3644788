/**
 * How a conversation is laid out on screen: messages grouped by day (with "Today", "Yesterday" or a
 * date as the separator) and, within a day, runs of one author close together in time, so bubbles
 * stack like a messenger's and the author's name and time are shown once per run.
 */
import {
  type Message,
  clockTime as viewerClockTime,
  dayMonthYear,
  fullDateTime as viewerFullDateTime,
  weekdayDayMonth,
} from '@stride/shared';

/** Consecutive messages of one author within this gap share a run. */
export const RUN_GAP_MS = 5 * 60_000;

export interface MessageRun {
  authorId: number;
  messages: Message[];
}

export interface MessageDay {
  /** yyyy-mm-dd in the viewer's time zone, for keys. */
  key: string;
  label: string;
  runs: MessageRun[];
}

function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Today", "Yesterday", "Mon 16 Nov", or "16 Nov 2025" for another year. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const today = localDayKey(now);
  const yesterday = localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const key = localDayKey(date);
  if (key === today) return 'Today';
  if (key === yesterday) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? weekdayDayMonth(date) : dayMonthYear(date);
}

/** "14:05": the time under a run of bubbles. */
export function clockTime(iso: string): string {
  return viewerClockTime(new Date(iso));
}

/** The full date and time, for a `title` tooltip. */
export function fullDateTime(iso: string): string {
  return viewerFullDateTime(new Date(iso));
}

/** Groups messages (oldest first) into days and author runs. */
export function layoutThread(messages: readonly Message[], now: Date = new Date()): MessageDay[] {
  const days: MessageDay[] = [];
  let previous: Message | null = null;
  for (const message of messages) {
    const at = new Date(message.createdAt);
    const key = localDayKey(at);
    let day = days.at(-1);
    if (!day || day.key !== key) {
      day = { key, label: dayLabel(at, now), runs: [] };
      days.push(day);
      previous = null;
    }
    const run = day.runs.at(-1);
    const sameRun =
      run !== undefined &&
      previous !== null &&
      previous.author.id === message.author.id &&
      at.getTime() - Date.parse(previous.createdAt) <= RUN_GAP_MS;
    if (sameRun) run.messages.push(message);
    else day.runs.push({ authorId: message.author.id, messages: [message] });
    previous = message;
  }
  return days;
}
