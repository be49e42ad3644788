import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../ui/cn';
import { CloseIcon } from '../ui/icons';
import { NotificationIcon } from './notification-icons';
import type { NotificationKind, UiNotification } from './notification-model';

const tone: Record<NotificationKind, { icon: string; bar: string }> = {
  information: { icon: 'bg-ink-900/6 text-ink-900', bar: 'bg-ink-900' },
  success: { icon: 'bg-success/10 text-success', bar: 'bg-success' },
  error: { icon: 'bg-danger/10 text-danger', bar: 'bg-danger' },
};

/** Visually hidden prefix so a screen reader hears what kind of message it is. */
const spokenKind: Record<NotificationKind, string> = {
  information: 'Information:',
  success: 'Success:',
  error: 'Error:',
};

export interface NotificationToastProps {
  notification: UiNotification;
  onDismiss: (id: number) => void;
}

/**
 * One toast: icon, optional title, message and a dismiss button. It hides itself after its timeout
 * unless it is sticky; the countdown pauses while the pointer is over it or focus is inside it, so a
 * reader is never cut off mid-sentence.
 */
export function NotificationToast({ notification, onDismiss }: NotificationToastProps) {
  const { id, kind, title, message, timeout } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(timeout ?? 0);
  const dismiss = useCallback(() => onDismiss(id), [onDismiss, id]);
  const paused = hovered || focused;

  useEffect(() => {
    if (timeout === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [timeout, paused, dismiss]);

  return (
    <div
      data-notification-id={id}
      data-kind={kind}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl bg-surface py-3 pr-2 pl-4',
        'shadow-float ring-1 ring-ink-900/8 motion-safe:animate-fade-in',
      )}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', tone[kind].bar)} />
      <span className={cn('mt-0.5 grid size-8 shrink-0 place-items-center rounded-full', tone[kind].icon)}>
        <NotificationIcon kind={kind} className="size-5" />
      </span>
      <div className="min-w-0 flex-1 py-1 text-[0.9375rem] leading-snug text-fg">
        <span className="sr-only">{spokenKind[kind]} </span>
        {title && <p className="font-semibold">{title}</p>}
        <p className={cn('break-words', title && 'mt-0.5 text-fg-muted')}>{message}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss notification"
        className="grid size-11 shrink-0 place-items-center rounded-full text-fg-muted transition-colors hover:bg-ink-900/6 hover:text-fg"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
