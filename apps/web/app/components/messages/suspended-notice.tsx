import { UI_ERROR_MESSAGES } from '@stride/shared';
import type { ReactNode } from 'react';
import { LockIcon } from './messages-icons';

/** Replaces the composer of a suspended chat: 'This chat has been suspended.' (SPEC §8), plus an action for moderators. */
export function SuspendedNotice({ action }: { action?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-line/70 bg-surface px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-center"
    >
      <p className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted">
        <LockIcon className="size-4" />
        {UI_ERROR_MESSAGES.chatSuspended}
      </p>
      {action}
    </div>
  );
}
