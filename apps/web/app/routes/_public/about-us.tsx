import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = () => [{ title: 'About us | Stride' }];

/** About us: heading only until the issue that owns this page fills it in. */
export default function AboutUsPage() {
  return (
    <PagePlaceholder
      title="About us"
      eyebrow="Stride"
      description="Who we are and how Stride syndicates work."
    />
  );
}
