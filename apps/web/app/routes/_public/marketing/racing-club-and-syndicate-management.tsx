import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/racing-club-and-syndicate-management';

export const meta: Route.MetaFunction = () => [{ title: 'Racing club and syndicate management | Stride' }];

/** Racing club and syndicate management: heading only until the issue that owns this page fills it in. */
export default function RacingClubPage() {
  return (
    <PagePlaceholder
      title="Racing club and syndicate management"
      eyebrow="Racing Club"
      description="How Stride runs racing clubs and syndicates for their members."
    />
  );
}
