import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/write-a-post';

export const meta: Route.MetaFunction = () => [{ title: 'Write a post | Stride' }];

/** Write a post: heading only until the issue that owns this page fills it in. */
export default function WriteAPostPage() {
  return (
    <PagePlaceholder
      title="Write a post"
      eyebrow="Staff"
      description="Share an update, a race entry or a result with a syndicate."
    />
  );
}
