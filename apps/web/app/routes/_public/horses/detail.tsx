import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = () => [{ title: 'Horse | Stride' }];

/** Horse: heading only until the issue that owns this page fills it in. */
export default function HorseDetailPage() {
  return (
    <PagePlaceholder
      title="Horse"
      eyebrow="Horses"
      description="Form, pedigree and the trainer’s thoughts for this horse."
    />
  );
}
