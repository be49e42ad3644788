import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/delete-account-success';

export const meta: Route.MetaFunction = () => [{ title: 'Account deletion requested | Stride' }];

/** Confirmation after an account deletion request (SPEC §2: deleted within 24 hours). */
export default function DeleteAccountSuccessPage() {
  return (
    <PagePlaceholder
      title="Account deletion requested"
      eyebrow="Account"
      description="Your account will be deleted within 24 hours."
    />
  );
}
