/**
 * Scheduled publishing in write-a-post (issue 15, decision 021): "Publish later" with a date and time in
 * Irish time. The composer saves the update unpublished; once it is saved (files uploaded) this component
 * sends PUT /api/updates/{id}/schedule and the API publishes it then, with the usual notifications.
 * Kept in its own file so the composer only holds the state and two lines of wiring.
 */
import {
  SCHEDULE_MESSAGES,
  publishScheduleSchema,
  scheduledInstant,
  type PublishSchedule,
} from '@stride/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../ui/link';
import { Checkbox } from '../ui/checkbox';
import { TextInput } from '../ui/text-input';
import type { ApiClient } from '../../lib/api/client';
import type { SubmissionState } from './use-post-submission';

/** The schedule the author chose, or null for "publish now / draft" as before. */
export type ScheduleChoice = PublishSchedule | null;

/** A problem with the chosen time, or null when it can be sent. */
export function scheduleProblem(choice: PublishSchedule, now: Date): string | null {
  const parsed = publishScheduleSchema.safeParse(choice);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  return scheduledInstant(parsed.data, now) ? null : SCHEDULE_MESSAGES.past;
}

export interface SchedulePublishProps {
  value: ScheduleChoice;
  onChange: (value: ScheduleChoice) => void;
  disabled?: boolean;
  error?: string | null;
}

/** The "Publish later" switch and its date and time fields. */
export function SchedulePublishField({ value, onChange, disabled, error }: SchedulePublishProps) {
  return (
    <div className="mt-4 grid gap-3 rounded-card border border-line/70 bg-surface p-4 shadow-card">
      <Checkbox
        label="Publish later (Irish time)"
        checked={value !== null}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked ? { date: '', time: '' } : null)}
      />
      {value !== null && (
        <div className="grid grid-cols-2 gap-3">
          <TextInput
            label="Publish date"
            type="date"
            value={value.date}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, date: e.target.value })}
            error={error}
          />
          <TextInput
            label="Publish time"
            type="time"
            value={value.time}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}

/**
 * Once the composer has saved the post (phase done), schedules it; returns what to tell the author
 * ("Scheduled for …", or the API's problem).
 */
export function useScheduleAfterSave(
  api: ApiClient,
  state: SubmissionState,
  choice: ScheduleChoice,
): { scheduledAt: string | null; error: string | null; postId: number | null } {
  const [outcome, setOutcome] = useState<{
    scheduledAt: string | null;
    error: string | null;
    postId: number | null;
  }>({ scheduledAt: null, error: null, postId: null });
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (state.phase !== 'done' || state.postId === null || choice === null) return;
    if (sentFor.current === state.postId) return;
    const postId = state.postId;
    sentFor.current = postId;
    api
      .put<{ publishAt: string }>(`/api/updates/${postId}/schedule`, choice)
      .then(() => setOutcome({ scheduledAt: `${choice.date} ${choice.time}`, error: null, postId }))
      .catch((error: unknown) =>
        setOutcome({
          scheduledAt: null,
          error: error instanceof Error ? error.message : String(error),
          postId,
        }),
      );
  }, [api, state.phase, state.postId, choice]);
  return outcome;
}

/** What the composer shows once a scheduled post is saved (with a link to the scheduled update). */
export function ScheduleOutcome({
  scheduledAt,
  error,
  postId,
}: {
  scheduledAt: string | null;
  error: string | null;
  postId: number | null;
}) {
  if (error) {
    return (
      <p role="alert" className="mt-4 rounded-card bg-danger/10 p-4 text-sm font-semibold text-danger">
        The update was saved as a draft but could not be scheduled: {error}
      </p>
    );
  }
  if (!scheduledAt) return null;
  return (
    <p role="status" className="mt-4 rounded-card bg-success/10 p-4 text-sm font-semibold text-success">
      Scheduled: the update publishes itself on {scheduledAt} (Irish time).{' '}
      {postId !== null && (
        <Link to={`/updates/${postId}/`} className="underline hover:no-underline">
          View the scheduled update
        </Link>
      )}
    </p>
  );
}
