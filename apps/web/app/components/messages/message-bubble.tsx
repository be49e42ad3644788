import type { Message } from '@stride/shared';
import { cn } from '../ui/cn';
import { fullDateTime } from '../../lib/messages/thread-layout';
import { BinIcon } from './messages-icons';

export interface MessageBubbleProps {
  message: Message;
  own: boolean;
  /** First and last bubble of an author's run get the rounder corners. */
  first: boolean;
  last: boolean;
  /** Offered to moderators and the author; opens the delete dialog. */
  onDelete?: (message: Message) => void;
}

/** Rounded corners of a bubble: the side facing the author's run is tighter, the last one has a small tail. */
export function corners(own: boolean, first: boolean, last: boolean): string {
  // Literal class names, so Tailwind finds them.
  if (own) {
    return cn(
      'rounded-l-[1.25rem]',
      first ? 'rounded-tr-[1.25rem]' : 'rounded-tr-lg',
      last ? 'rounded-br-sm' : 'rounded-br-lg',
    );
  }
  return cn(
    'rounded-r-[1.25rem]',
    first ? 'rounded-tl-[1.25rem]' : 'rounded-tl-lg',
    last ? 'rounded-bl-sm' : 'rounded-bl-lg',
  );
}

/** One chat message: own messages on the right in the syndicate colour, others on the left in white. */
export function MessageBubble({ message, own, first, last, onDelete }: MessageBubbleProps) {
  return (
    <li className={cn('group flex items-center gap-1.5', own ? 'flex-row-reverse' : 'flex-row')}>
      <div
        title={fullDateTime(message.createdAt)}
        className={cn(
          'max-w-[min(36rem,82%)] px-3.5 py-2 text-[0.9375rem] leading-[1.4] break-words whitespace-pre-wrap shadow-[0_1px_1px_rgb(12_19_38/0.06)]',
          own ? 'bg-brand-ink text-white' : 'border border-line/60 bg-surface text-fg',
          corners(own, first, last),
        )}
      >
        {message.body}
      </div>
      {onDelete && (
        <button
          type="button"
          onClick={() => onDelete(message)}
          aria-label="Delete message"
          title="Delete message"
          className="grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle transition-opacity hover:bg-ink-900/[0.06] hover:text-danger [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100"
        >
          <BinIcon className="size-4" />
        </button>
      )}
    </li>
  );
}
