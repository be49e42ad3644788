import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => [{ title: 'Update | Stride' }];

/** Update: heading only until the issue that owns this page fills it in. */
export default function UpdateDetailPage() {
  return <PagePlaceholder title="Update" eyebrow="Members" />;
}
