/**
 * The environment for components: `web` on the server and while hydrating (the server cannot know),
 * then the stored value — so server HTML (and the anonymous page cache) is the same for everyone and
 * native-only differences appear right after hydration.
 */
import type { Environment } from '@stride/shared';
import { useServerSnapshotWhileTakingOver } from '../hydration/takeover';
import { currentEnvironment } from './environment';

const subscribe = () => () => {};
const environmentOnServer = (): Environment => 'web';

/** Where this page runs: web, android or ios. */
export function useNativeEnvironment(): Environment {
  return useServerSnapshotWhileTakingOver(subscribe, currentEnvironment, environmentOnServer);
}
