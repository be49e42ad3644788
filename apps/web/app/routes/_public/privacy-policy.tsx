import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => [{ title: 'Privacy policy | Stride' }];

/** Privacy policy: heading only until the issue that owns this page fills it in. */
export default function PrivacyPolicyPage() {
  return (
    <PagePlaceholder
      title="Privacy policy"
      eyebrow="Legal"
      description="How Stride collects, uses and protects your personal data."
    />
  );
}
