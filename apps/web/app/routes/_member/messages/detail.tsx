import { data } from 'react-router';
import { ChatList } from '../../../components/messages/chat-list';
import { Conversation } from '../../../components/messages/conversation';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { ErrorPage } from '../../../components/layout/error-page';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChatThread } from '../../../lib/messages/use-chat-thread';
import { useMessagesLoaded } from '../../../lib/messages/use-messages-loaded';
import { useMessagesViewer } from '../../../lib/messages/use-messages-viewer';
import type { ChatViewer } from '@stride/shared';
import { UI_ERROR_MESSAGES } from '@stride/shared';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => [{ title: 'Chat | Stride' }];

/** The chat id of the path: a positive integer, else the 404 page without asking the API. */
export function loader({ params }: Route.LoaderArgs) {
  const raw = params.id;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) throw data(null, { status: 404 });
  return { chatId: Number(raw) };
}

function ConversationSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading chat" className="flex flex-1 flex-col bg-canvas">
      <div className="flex items-center gap-3 border-b border-line/70 bg-surface px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-28" />
        </div>
      </div>
      <div className="flex-1" />
    </div>
  );
}

function ConversationPanel({ chatId, viewer }: { chatId: number; viewer: ChatViewer }) {
  const thread = useChatThread(chatId);
  useMessagesLoaded(thread.thread?.loaded === true);
  if (thread.notFound) return <ErrorPage status={404} serverMessage={UI_ERROR_MESSAGES.pageNotFound} />;
  if (thread.error !== null && !thread.chat) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 bg-canvas px-6 text-center">
        <p className="font-semibold text-fg">We could not load this chat.</p>
        <Button variant="outline" size="sm" onClick={thread.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!thread.chat) return <ConversationSkeleton />;
  return <Conversation data={{ ...thread, chat: thread.chat }} viewer={viewer} />;
}

/**
 * SPEC §2 `/messages/{id}/` (chat-item layout): the conversation, with the chat list beside it on wide
 * screens. Messages on screen are read as they arrive (SPEC §4).
 */
export default function ChatPage({ loaderData }: Route.ComponentProps) {
  const viewer = useMessagesViewer();
  if (!viewer) return null;
  return (
    <div className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 flex-col lg:px-6 lg:py-6">
      <div className="flex min-h-0 flex-1 overflow-hidden bg-surface lg:rounded-card lg:border lg:border-line/70 lg:shadow-card">
        <ChatList
          viewer={viewer}
          activeChatId={loaderData.chatId}
          headingLevel="h2"
          className="hidden lg:flex lg:w-[23.5rem] lg:shrink-0 lg:border-r lg:border-line/70"
        />
        <ConversationPanel key={loaderData.chatId} chatId={loaderData.chatId} viewer={viewer} />
      </div>
    </div>
  );
}

/** A malformed chat id: the 404 page inside the layout. */
export const ErrorBoundary = RouteErrorBoundary;
