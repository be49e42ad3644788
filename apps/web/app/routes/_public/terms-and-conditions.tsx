import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/terms-and-conditions';

export const meta: Route.MetaFunction = () => [{ title: 'Terms and conditions | Stride' }];

/** Terms and conditions: heading only until the issue that owns this page fills it in. */
export default function TermsPage() {
  return (
    <PagePlaceholder
      title="Terms and conditions"
      eyebrow="Legal"
      description="The terms that apply when you use Stride."
    />
  );
}
