import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Horses | Stride' }];

/** Horses: heading only until the issue that owns this page fills it in. */
export default function HorsesPage() {
  return (
    <PagePlaceholder
      title="Horses"
      eyebrow="Horses"
      description="Every horse racing in a Stride syndicate."
    />
  );
}
