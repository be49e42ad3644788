import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => [{ title: 'Syndicate | Stride' }];

/** Syndicate: heading only until the issue that owns this page fills it in. */
export default function SyndicateDetailPage() {
  return (
    <PagePlaceholder
      title="Syndicate"
      eyebrow="Syndicates"
      description="Trainer, horses, shares and the price per share of this syndicate."
    />
  );
}
