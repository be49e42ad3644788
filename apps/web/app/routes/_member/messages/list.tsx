import { ChatList } from '../../../components/messages/chat-list';
import { ConversationIcon } from '../../../components/messages/messages-icons';
import { useMessagesSelector } from '../../../lib/messages/messages-store';
import { useMessagesLoaded } from '../../../lib/messages/use-messages-loaded';
import { useMessagesViewer } from '../../../lib/messages/use-messages-viewer';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Messages | Stride' }];

/** The empty right-hand pane of the list on wide screens. */
function PickAChat() {
  return (
    <div className="hidden flex-1 flex-col items-center justify-center bg-canvas px-10 text-center lg:flex">
      <span className="grid size-16 place-items-center rounded-3xl bg-brand-soft text-brand-ink">
        <ConversationIcon className="size-8" />
      </span>
      <p className="mt-5 text-lg font-semibold text-fg">Pick a chat to start messaging</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">
        Talk to your racing manager and the rest of your syndicate. New messages arrive here as they are sent.
      </p>
    </div>
  );
}

/** SPEC §2 `/messages/` (chat layout): the chat list with search, per-chat unread counts and previews. */
export default function MessagesPage() {
  const viewer = useMessagesViewer();
  const loaded = useMessagesSelector((s) => s.chatsLoaded);
  useMessagesLoaded(loaded);
  if (!viewer) return null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col lg:px-6 lg:py-6">
      <div className="flex flex-1 bg-surface lg:h-[calc(100dvh-7.5rem)] lg:flex-none lg:overflow-hidden lg:rounded-card lg:border lg:border-line/70 lg:shadow-card">
        <ChatList
          viewer={viewer}
          className="w-full lg:w-[23.5rem] lg:shrink-0 lg:border-r lg:border-line/70"
        />
        <PickAChat />
      </div>
    </div>
  );
}
