/**
 * Scheduled publishing (issue 15, decision 021): staff pick a date and time in Europe/Dublin for an
 * unpublished update; it publishes itself then. One schema for the composer's field and the API body.
 */
import { z } from 'zod';
import { dublinLocalToIso } from './time.js';
import { parseIsoDate } from './validation.js';

export const SCHEDULE_MESSAGES = {
  date: 'Please choose a publish date',
  time: 'Please choose a publish time',
  past: 'The publish time must be in the future',
} as const;

/** PUT /api/updates/{id}/schedule: Dublin wall-clock date and time. */
export const publishScheduleSchema = z.object({
  date: z
    .string({ error: SCHEDULE_MESSAGES.date })
    .trim()
    .refine((value) => parseIsoDate(value) !== null, { error: SCHEDULE_MESSAGES.date }),
  time: z
    .string({ error: SCHEDULE_MESSAGES.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SCHEDULE_MESSAGES.time }),
});
export type PublishSchedule = z.infer<typeof publishScheduleSchema>;

/** The instant of a schedule, or null when it is not in the future of `now`. */
export function scheduledInstant(schedule: PublishSchedule, now: Date): Date | null {
  const iso = dublinLocalToIso(schedule.date, schedule.time);
  if (!iso) return null;
  const at = new Date(iso);
  return at.getTime() > now.getTime() ? at : null;
}

/** What the API answers about an update's schedule. */
export interface PublishScheduleJson {
  postId: number;
  /** ISO instant. */
  publishAt: string;
}
