import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Log In | Stride' }];

/** Log In: heading only until the issue that owns this page fills it in. */
export default function LoginPage() {
  return (
    <PagePlaceholder
      title="Log In"
      eyebrow="Welcome back"
      description="Sign in to follow your horses, updates and messages."
    />
  );
}
