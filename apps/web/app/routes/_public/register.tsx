import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Sign Up | Stride' }];

/** Sign Up: heading only until the issue that owns this page fills it in. */
export default function RegisterPage() {
  return (
    <PagePlaceholder
      title="Sign Up"
      eyebrow="Join Stride"
      description="Create your account to join a syndicate and follow your horses."
    />
  );
}
