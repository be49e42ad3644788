import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/fractional-ownership-in-racehorse-explained';

export const meta: Route.MetaFunction = () => [
  { title: 'Fractional ownership in a racehorse, explained | Stride' },
];

/** Fractional ownership in a racehorse, explained: heading only until the issue that owns this page fills it in. */
export default function FractionalOwnershipPage() {
  return (
    <PagePlaceholder
      title="Fractional ownership in a racehorse, explained"
      eyebrow="Ownership"
      description="What fractional ownership means, what it costs and what you get."
    />
  );
}
