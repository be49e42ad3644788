import { type ChatViewer, type Message, chatName, isGroupChat, isStableSide } from '@stride/shared';
import { useState } from 'react';
import { Link } from '../ui/link';
import { ApiRequestError } from '../../lib/api/errors';
import { reportError } from '../../lib/errors';
import type { ChatThreadData } from '../../lib/messages/use-chat-thread';
import { ChatAvatar } from './chat-avatar';
import { ChatStateButton } from './chat-state-button';
import { Composer } from './composer';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageThread } from './message-thread';
import { BackIcon, LockIcon } from './messages-icons';
import { SuspendedNotice } from './suspended-notice';

export interface ConversationProps {
  data: ChatThreadData & { chat: NonNullable<ChatThreadData['chat']> };
  viewer: ChatViewer;
}

/** Why a send failed, in words for the composer. */
function sendFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return `Your message was not sent: ${error.message}`;
  return 'Your message was not sent. Please try again.';
}

/**
 * One chat (SPEC §2): its name as the viewer sees it, the conversation, and the composer — or
 * 'This chat has been suspended.' when a manager has suspended it. Managers and staff suspend and
 * re-open the chat and delete any message; authors delete their own.
 */
export function Conversation({ data, viewer }: ConversationProps) {
  const { chat } = data;
  const { title, subtitle } = chatName(chat, viewer);
  const moderator = isStableSide(viewer.roles);
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const memberCount = chat.members.length;

  async function send(body: string) {
    setSendError(null);
    try {
      return await data.send(body);
    } catch (error) {
      setSendError(sendFailure(error));
      data.refreshChat();
      throw error;
    }
  }

  const stateButton = moderator ? (
    <ChatStateButton enabled={chat.enabled} onChange={data.setEnabled} onError={(e) => reportError(e)} />
  ) : null;

  return (
    <section aria-labelledby="chat-title" className="flex min-h-0 flex-1 flex-col bg-canvas">
      <header className="flex items-center gap-3 border-b border-line/70 bg-surface/95 px-2 py-2.5 backdrop-blur sm:px-4">
        <Link
          to="/messages/"
          aria-label="Back to chats"
          className="grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-ink-900/[0.06] lg:hidden"
        >
          <BackIcon className="size-6" />
        </Link>
        <ChatAvatar name={title} seed={`${chat.id}-${title}`} group={isGroupChat(chat)} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 id="chat-title" className="truncate text-base font-bold tracking-tight text-fg sm:text-lg">
            {title}
          </h1>
          <p className="flex items-center gap-1.5 truncate text-xs text-fg-muted sm:text-sm">
            {!chat.enabled && (
              <span className="inline-flex items-center gap-1 font-semibold text-fg">
                <LockIcon className="size-3.5" /> Suspended ·
              </span>
            )}
            <span className="truncate">
              {subtitle}
              {isGroupChat(chat) &&
                memberCount > 0 &&
                ` · ${memberCount} ${memberCount === 1 ? 'member' : 'members'}`}
            </span>
          </p>
        </div>
        {stateButton && chat.enabled && <div className="shrink-0">{stateButton}</div>}
      </header>

      <MessageThread
        chat={chat}
        thread={data.thread}
        viewer={viewer}
        canDelete={(message) => moderator || message.author.id === viewer.id}
        onDelete={setToDelete}
        loadingOlder={data.loadingOlder}
        onLoadOlder={() => data.loadOlder().catch((e: unknown) => reportError(e))}
      />

      {chat.enabled ? (
        <Composer key={chat.id} onSend={send} error={sendError} />
      ) : (
        <SuspendedNotice action={stateButton} />
      )}

      <DeleteMessageDialog
        message={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={(m) => data.remove(m.id)}
      />
    </section>
  );
}
