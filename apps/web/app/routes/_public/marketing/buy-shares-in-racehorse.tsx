import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/buy-shares-in-racehorse';

export const meta: Route.MetaFunction = () => [{ title: 'Buy shares in a racehorse | Stride' }];

/** Buy shares in a racehorse: heading only until the issue that owns this page fills it in. */
export default function BuySharesPage() {
  return (
    <PagePlaceholder
      title="Buy shares in a racehorse"
      eyebrow="Ownership"
      description="How buying a share in a racehorse works, from choosing a syndicate to race day."
    />
  );
}
