import { MESSAGE_MAX_LENGTH } from '@stride/shared';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/spinner';
import { SendIcon } from './messages-icons';
import { countLabel } from '../../lib/count-label';

/** The counter appears once a message gets this close to the limit. */
export const COUNTER_THRESHOLD = MESSAGE_MAX_LENGTH - 500;
/** Tallest the box grows before it scrolls, in px (about six lines). */
const MAX_HEIGHT_PX = 160;

export interface ComposerProps {
  /** Sends the text; rejects when the API refused it (the text then stays in the box). */
  onSend: (body: string) => Promise<unknown>;
  /** Shown under the box when the last send failed. */
  error?: string | null;
  autoFocus?: boolean;
}

/** True for the key press that sends: Enter without Shift, outside an IME composition. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return (
    event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing
  );
}

/**
 * SPEC §2 composer: Enter sends, Shift+Enter starts a new line, nothing can be sent twice while a send
 * is under way, and messages stop at MESSAGE_MAX_LENGTH characters (with a counter near the end).
 */
export function Composer({ onSend, error = null, autoFocus = false }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const body = text.trim();
  const canSend = body.length > 0 && !sending;

  // Grow with the text up to MAX_HEIGHT_PX.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  async function send() {
    if (!canSend) return;
    setSending(true);
    try {
      await onSend(body);
      setText('');
    } catch {
      // The caller shows why; the text stays so nothing typed is lost.
    } finally {
      setSending(false);
      box.current?.focus();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void send();
  }

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const showCounter = text.length >= COUNTER_THRESHOLD;
  const describedBy = [showCounter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-line/70 bg-surface/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-4"
      aria-label="Send a message"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          readOnly={sending}
          aria-busy={sending || undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          placeholder="Write a message…"
          autoFocus={autoFocus}
          enterKeyHint="send"
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-none rounded-[1.375rem] border border-line bg-canvas px-4 py-2.5 text-[0.9375rem] leading-6 text-fg',
            'placeholder:text-fg-subtle focus-visible:border-brand-ink focus-visible:bg-surface focus-visible:ring-4 focus-visible:ring-brand/20 focus-visible:outline-none',
            sending && 'opacity-70',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          title="Send (Enter)"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-ink text-white shadow-[0_8px_18px_-10px_var(--color-brand)] transition-[transform,opacity] hover:brightness-110 active:scale-95 disabled:pointer-events-none disabled:opacity-40"
        >
          {sending ? <Spinner size="sm" label={null} /> : <SendIcon className="size-5" />}
        </button>
      </div>
      <div className="flex min-h-0 items-start justify-between gap-3 px-2">
        {error ? (
          <p id={errorId} role="alert" className="pt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : (
          <p className="hidden pt-1.5 text-xs text-fg-subtle sm:block">
            <kbd className="font-sans font-semibold">Enter</kbd> to send ·{' '}
            <kbd className="font-sans font-semibold">Shift + Enter</kbd> for a new line
          </p>
        )}
        {showCounter && (
          <p
            id={counterId}
            className={cn(
              'ml-auto pt-1.5 text-xs tabular-nums',
              text.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-danger' : 'text-fg-muted',
            )}
          >
            {countLabel(text.length)} / {countLabel(MESSAGE_MAX_LENGTH)}
          </p>
        )}
      </div>
    </form>
  );
}
