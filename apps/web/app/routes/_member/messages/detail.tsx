import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => [{ title: 'Chat | Stride' }];

/** Chat: heading only until the issue that owns this page fills it in. */
export default function ChatPage() {
  return <PagePlaceholder title="Chat" eyebrow="Messages" />;
}
