import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/delete-account';

export const meta: Route.MetaFunction = () => [{ title: 'Delete account | Stride' }];

/** Delete account: heading only until the issue that owns this page fills it in. */
export default function DeleteAccountPage() {
  return (
    <PagePlaceholder
      title="Delete account"
      eyebrow="Account"
      description="Request the deletion of your Stride account."
    />
  );
}
