import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Updates | Stride' }];

/** Updates: heading only until the issue that owns this page fills it in. */
export default function UpdatesPage() {
  return (
    <PagePlaceholder
      title="Updates"
      eyebrow="Members"
      description="The latest news, photos and videos from your stables."
    />
  );
}
