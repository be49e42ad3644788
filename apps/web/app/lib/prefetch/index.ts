// SPEC §9 link prefetch policy: `prefetch={useLinkPrefetch()}` on in-app links.
export { type NetworkInformationLike, linkPrefetch, subscribeToNetworkChanges } from './link-prefetch';
export { useLinkPrefetch } from './use-link-prefetch';
