import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Stride' }];

/** Settings: heading only until the issue that owns this page fills it in. */
export default function SettingsPage() {
  return (
    <PagePlaceholder
      title="Settings"
      eyebrow="Account"
      description="Your account details, contact preferences and password."
    />
  );
}
