import { DEFAULT_MAX_FILES, SETTING_TYPES, publicSettingListSchema } from '@stride/shared';
import { useLoaderData } from 'react-router';
import { Composer } from '../../components/publishing/composer';
import { Container } from '../../components/ui/container';
import { Eyebrow, Heading, Text } from '../../components/ui/typography';
import { apiGet } from '../../lib/api/client.server';
import { authSessionContext } from '../../lib/auth/context';
import { useRootData } from '../../lib/root-data';
import type { Route } from './+types/write-a-post';

export const meta: Route.MetaFunction = () => [
  { title: 'Write a post | Stride' },
  { name: 'robots', content: 'noindex' },
];

/** The app setting max_files (SPEC §3); the default when the API cannot say (the API enforces it anyway). */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const answer = await apiGet<unknown>(`/api/settings?type=${SETTING_TYPES.app}`, {
      session: context.get(authSessionContext),
      signal: request.signal,
    });
    const app = publicSettingListSchema
      .parse(answer)
      .data.find((setting) => setting.type === SETTING_TYPES.app);
    return { maxFiles: app && 'max_files' in app.settings ? app.settings.max_files : DEFAULT_MAX_FILES };
  } catch {
    return { maxFiles: DEFAULT_MAX_FILES };
  }
}

/** Write a post (SPEC §2): staff and managers only — the staff guard sends everyone else home. */
export default function WriteAPostPage() {
  const { maxFiles } = useLoaderData<typeof loader>();
  const { user } = useRootData();
  const syndicates = (user?.syndicates ?? []).map(({ id, name }) => ({ id, name }));
  const horses = (user?.horses ?? []).map(({ id, name, syndicate }) => ({
    id,
    name,
    syndicateId: syndicate.id,
  }));
  return (
    <div className="bg-canvas">
      <Container className="py-8 sm:py-14">
        <Eyebrow className="mb-2">Staff</Eyebrow>
        <Heading level={1} size="lg">
          Write a post
        </Heading>
        <Text tone="muted" className="mt-2 mb-6 sm:mb-8">
          Share news, photos, video or a race entry with a syndicate’s members.
        </Text>
        <Composer syndicates={syndicates} horses={horses} maxFiles={maxFiles} />
      </Container>
    </div>
  );
}
