// SPEC §9 link prefetch policy: read by components/ui/link.tsx when a link shows intent (decision 060).
export { type NetworkInformationLike, linkPrefetch } from './link-prefetch';
