/**
 * Time rules of SPEC §9: Europe/Dublin conversions for race entry times (the entry form takes local date +
 * time, the API stores an ISO datetime with offset). The relative-time labels are in date-labels.ts.
 */

/** Time zone of entry times (SPEC §9). */
export const TIME_ZONE = 'Europe/Dublin';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Made on first use: a page's first Intl object costs it ~15 ms (decision 053). */
let partsFormatter: Intl.DateTimeFormat | undefined;

/** Wall-clock fields of an instant in Europe/Dublin. */
function dublinParts(
  epochMs: number,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  partsFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of partsFormatter.formatToParts(new Date(epochMs))) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

/** Offset of Europe/Dublin from UTC at an instant, in minutes (0 in winter, 60 in summer). */
export function dublinOffsetMinutes(epochMs: number): number {
  const p = dublinParts(epochMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / MINUTE);
}

function pad(value: number, length = 2): string {
  return String(Math.abs(value)).padStart(length, '0');
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Dublin local date ('YYYY-MM-DD') and time ('HH:mm') → ISO datetime with the right offset, e.g.
 * '2025-07-01T14:30:00+01:00'. A time skipped by the spring change moves forward by the gap; a time that
 * occurs twice in autumn takes the first (summer-time) occurrence. Null for malformed input.
 */
export function dublinLocalToIso(date: string, time: string): string | null {
  const d = LOCAL_DATE.exec(date);
  const t = LOCAL_TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallAsUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;

  const candidates = [
    ...new Set([dublinOffsetMinutes(wallAsUtc - DAY), dublinOffsetMinutes(wallAsUtc + DAY)]),
  ];
  const valid = candidates
    .map((offset) => ({ offset, instant: wallAsUtc - offset * MINUTE }))
    .filter(({ offset, instant }) => dublinOffsetMinutes(instant) === offset)
    .sort((a, b) => a.instant - b.instant);
  const chosen = valid[0];
  if (chosen) return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${formatOffset(chosen.offset)}`;

  // In the spring gap: read the wall time with the offset before the change, then show the real wall time.
  const before = dublinOffsetMinutes(wallAsUtc - DAY);
  const instant = wallAsUtc - before * MINUTE;
  return instantToDublinIso(instant);
}

/** An instant written as a Europe/Dublin ISO datetime with offset. */
export function instantToDublinIso(value: Date | string | number): string {
  const epochMs = new Date(value).getTime();
  const p = dublinParts(epochMs);
  const offset = dublinOffsetMinutes(epochMs);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${formatOffset(offset)}`;
}

/** An ISO datetime (any offset) → Dublin local date and time for the entry form; null when unparsable. */
export function isoToDublinLocal(iso: string): { date: string; time: string } | null {
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return null;
  const p = dublinParts(epochMs);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}
