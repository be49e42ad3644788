import {
  EMAIL_NOTIFICATION_TOPICS,
  NOTIFICATION_PREFERENCES,
  type NotificationPreferenceKey,
  type NotificationSettings,
} from '@stride/shared';
import { MemberPageHeader } from '../../components/members/member-page-header';
import { PushDevices } from '../../components/members/push-devices';
import { useNotify } from '../../components/notifications';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import {
  useNotificationSettings,
  useToggleNotificationSetting,
} from '../../lib/members/notification-settings';
import { useWebPush } from '../../lib/pwa/web-push';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [{ title: 'Notifications | Stride' }];

const TOPICS: NotificationPreferenceKey[] = [
  'horseUpdate',
  'raceEntryUpdate',
  'raceResultAndReplayUpdate',
  'messageFromStable',
  'upcomingRaceAlerts',
];
const CHANNELS: NotificationPreferenceKey[] = ['viaEmail', 'viaApp'];

const DESCRIPTIONS: Partial<Record<NotificationPreferenceKey, string>> = {
  viaEmail: `Only for ${EMAIL_NOTIFICATION_TOPICS.map((key) => NOTIFICATION_PREFERENCES[key].toLowerCase()).join(' and ')}s.`,
  viaApp: 'Push notifications on your phone and in this browser.',
};

/** Notifications (SPEC §2): what reaches the member and how, saved as each switch is toggled. */
export default function NotificationsPage() {
  const settings = useNotificationSettings();
  const { notify } = useNotify();
  const toggle = useToggleNotificationSetting((error) =>
    notify({ kind: 'error', title: 'Not saved', message: `Your change was undone: ${error.message}` }),
  );
  const push = useWebPush();

  /** "Via app" also subscribes this browser (the permission prompt comes from this click) or unsubscribes it. */
  function change(key: NotificationPreferenceKey, checked: boolean, current: NotificationSettings) {
    toggle.mutate({ next: { ...current, [key]: checked } });
    if (key !== 'viaApp') return;
    const browserState = push.browser.data?.state;
    if (checked && browserState === 'unsubscribed') push.subscribe.mutate();
    if (!checked && browserState === 'subscribed') push.unsubscribe.mutate();
  }

  function group(
    title: string,
    description: string,
    keys: NotificationPreferenceKey[],
    current: NotificationSettings,
  ) {
    return (
      <Card aria-labelledby={`${title}-title`}>
        <h2 id={`${title}-title`} className="text-lg font-bold text-fg">
          {title}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{description}</p>
        <div className="mt-5 grid divide-y divide-line/70">
          {keys.map((key) => (
            <Switch
              key={key}
              className="py-3.5 first:pt-0 last:pb-0"
              label={NOTIFICATION_PREFERENCES[key]}
              description={DESCRIPTIONS[key]}
              checked={current[key]}
              onCheckedChange={(checked) => change(key, checked, current)}
            />
          ))}
        </div>
      </Card>
    );
  }

  return (
    <>
      <MemberPageHeader
        eyebrow="Account"
        title="Notifications"
        intro="Choose which updates reach you, by e-mail or in the app."
      />
      <Container width="narrow" className="py-6 sm:py-10">
        <div className="mx-auto grid max-w-2xl gap-5">
          {settings.data ? (
            <>
              {group(
                'Tell me about',
                'News from your stables you want to hear about.',
                TOPICS,
                settings.data,
              )}
              {group('How', 'Where those notifications reach you.', CHANNELS, settings.data)}
              <PushDevices push={push} />
              <p className="text-sm text-fg-subtle" role="status">
                Changes are saved as you make them.
              </p>
            </>
          ) : settings.isError ? (
            <Card>
              <p className="font-semibold text-fg">Your notification settings could not be loaded.</p>
              <p className="mt-1 text-sm text-fg-muted">{settings.error.message}</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            </Card>
          ) : (
            <div className="grid gap-5" aria-hidden="true">
              <Skeleton className="h-80 rounded-card" />
              <Skeleton className="h-44 rounded-card" />
            </div>
          )}
        </div>
      </Container>
    </>
  );
}
