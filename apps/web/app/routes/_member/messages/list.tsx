import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Messages | Stride' }];

/** Messages: heading only until the issue that owns this page fills it in. */
export default function MessagesPage() {
  return (
    <PagePlaceholder
      title="Messages"
      eyebrow="Members"
      description="Your chats with your syndicates and their managers."
    />
  );
}
