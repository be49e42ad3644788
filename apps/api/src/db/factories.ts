/**
 * Row factories: each `buildX(db, overrides)` inserts one believable row (creating the parents it needs)
 * and returns it. Defaults come from a per-process counter, never randomness, so runs are reproducible.
 * Used by tests (via src/test/factories.ts) and by the demo seed.
 */
export { nextSequence } from './factories/sequence.js';
export { buildUser } from './factories/users.js';
export {
  buildSyndicate,
  buildMembership,
  buildJoinRequest,
  buildSyndicateUser,
} from './factories/syndicates.js';
export { buildHorse, buildHorseEntry } from './factories/horses.js';
export { buildPost, buildPostAsset, buildComment, buildPostLike, buildPostView } from './factories/posts.js';
export { buildChat, buildMessage, type ChatWithMembers } from './factories/chats.js';
export {
  buildFaq,
  buildPage,
  buildMetadata,
  buildPromoVideo,
  buildAboutUsVideo,
  buildContactReason,
  buildSetting,
  buildSubscriber,
} from './factories/content.js';
