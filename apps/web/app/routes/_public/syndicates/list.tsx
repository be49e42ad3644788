import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Syndicates | Stride' }];

/** Syndicates: heading only until the issue that owns this page fills it in. */
export default function SyndicatesPage() {
  return (
    <PagePlaceholder
      title="Syndicates"
      eyebrow="Syndicates"
      description="Browse the syndicates open on Stride and find your share."
    />
  );
}
