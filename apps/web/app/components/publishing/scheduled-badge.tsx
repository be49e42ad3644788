/**
 * "Scheduled" on an unpublished update (issue 15, decision 021): whoever may edit the update sees when it
 * publishes itself (GET /api/updates/{id}/schedule, Irish time) instead of a bare "Draft". Without a
 * schedule (404) it is the draft it was.
 */
import { isoToDublinLocal, type PublishScheduleJson } from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../ui/badge';
import { useApiClient } from '../../lib/api/browser-client';
import { ApiRequestError } from '../../lib/api/errors';

/** "Scheduled · 2026-11-26 09:00" for a scheduled draft, else "Draft". */
export function DraftOrScheduledBadge({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const api = useApiClient();
  const schedule = useQuery({
    queryKey: ['update-schedule', postId],
    enabled: canEdit,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
    queryFn: ({ signal }) => api.get<PublishScheduleJson>(`/api/updates/${postId}/schedule`, { signal }),
  });
  const local = schedule.data ? isoToDublinLocal(schedule.data.publishAt) : null;
  if (!local) return <Badge tone="dark">Draft</Badge>;
  return (
    <Badge tone="brand" data-testid="scheduled-badge" title="Publishes itself then (Irish time)">
      Scheduled · {local.date} {local.time}
    </Badge>
  );
}
