import { useServerSnapshotWhileTakingOver } from '../hydration/takeover';
import type { PrefetchBehavior } from 'react-router';
import { linkPrefetch, subscribeToNetworkChanges } from './link-prefetch';

const subscribe = (onChange: () => void) => subscribeToNetworkChanges(onChange);
const readPolicy = () => linkPrefetch();
// The server cannot know the visitor's connection; "intent" renders the same markup as "none".
const serverPolicy = (): PrefetchBehavior => 'intent';

/** The `prefetch` prop for in-app links, kept current as the connection changes (SPEC §9). */
export function useLinkPrefetch(): PrefetchBehavior {
  return useServerSnapshotWhileTakingOver(subscribe, readPolicy, serverPolicy);
}
