import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/stride-horse-racing-syndicates';

export const meta: Route.MetaFunction = () => [{ title: 'Stride horse racing syndicates | Stride' }];

/** Stride horse racing syndicates: heading only until the issue that owns this page fills it in. */
export default function StrideSyndicatesPage() {
  return (
    <PagePlaceholder
      title="Stride horse racing syndicates"
      eyebrow="Syndicates"
      description="What owning a share of a racehorse with Stride looks like."
    />
  );
}
