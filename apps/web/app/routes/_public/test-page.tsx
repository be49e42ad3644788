import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/test-page';

export const meta: Route.MetaFunction = () => [{ title: 'Test page | Stride' }];

/** Test page: heading only until the issue that owns this page fills it in. */
export default function TestPage() {
  return <PagePlaceholder title="Test page" />;
}
