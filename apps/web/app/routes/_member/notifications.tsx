import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [{ title: 'Notifications | Stride' }];

/** Notifications: heading only until the issue that owns this page fills it in. */
export default function NotificationsPage() {
  return (
    <PagePlaceholder
      title="Notifications"
      eyebrow="Account"
      description="Choose which updates reach you, by e-mail or in the app."
    />
  );
}
