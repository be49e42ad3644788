/**
 * The back office's screens, each loaded when first shown (decision 026): one chunk per resource file,
 * so the first screen (sign-in, or the dashboard) downloads react-admin's shell only. react-admin's
 * Layout wraps pages in Suspense, so these drop in wherever a screen component goes.
 */
import { lazy } from 'react';

export const SyndicateCreate = lazy(() =>
  import('./syndicates').then((m) => ({ default: m.SyndicateCreate })),
);
export const SyndicateEdit = lazy(() => import('./syndicates').then((m) => ({ default: m.SyndicateEdit })));
export const SyndicateList = lazy(() => import('./syndicates').then((m) => ({ default: m.SyndicateList })));
export const HorseCreate = lazy(() => import('./horses').then((m) => ({ default: m.HorseCreate })));
export const HorseEdit = lazy(() => import('./horses').then((m) => ({ default: m.HorseEdit })));
export const HorseList = lazy(() => import('./horses').then((m) => ({ default: m.HorseList })));
export const JoinRequestList = lazy(() => import('./people').then((m) => ({ default: m.JoinRequestList })));
export const MembershipCreate = lazy(() => import('./people').then((m) => ({ default: m.MembershipCreate })));
export const MembershipEdit = lazy(() => import('./people').then((m) => ({ default: m.MembershipEdit })));
export const MembershipList = lazy(() => import('./people').then((m) => ({ default: m.MembershipList })));
export const UserEdit = lazy(() => import('./people').then((m) => ({ default: m.UserEdit })));
export const UserList = lazy(() => import('./people').then((m) => ({ default: m.UserList })));
export const AboutUsVideoCreate = lazy(() =>
  import('./content').then((m) => ({ default: m.AboutUsVideoCreate })),
);
export const AboutUsVideoEdit = lazy(() =>
  import('./content').then((m) => ({ default: m.AboutUsVideoEdit })),
);
export const AboutUsVideoList = lazy(() =>
  import('./content').then((m) => ({ default: m.AboutUsVideoList })),
);
export const ContactReasonCreate = lazy(() =>
  import('./content').then((m) => ({ default: m.ContactReasonCreate })),
);
export const ContactReasonEdit = lazy(() =>
  import('./content').then((m) => ({ default: m.ContactReasonEdit })),
);
export const ContactReasonList = lazy(() =>
  import('./content').then((m) => ({ default: m.ContactReasonList })),
);
export const FaqCreate = lazy(() => import('./content').then((m) => ({ default: m.FaqCreate })));
export const FaqEdit = lazy(() => import('./content').then((m) => ({ default: m.FaqEdit })));
export const FaqList = lazy(() => import('./content').then((m) => ({ default: m.FaqList })));
export const MetadataCreate = lazy(() => import('./content').then((m) => ({ default: m.MetadataCreate })));
export const MetadataEdit = lazy(() => import('./content').then((m) => ({ default: m.MetadataEdit })));
export const MetadataList = lazy(() => import('./content').then((m) => ({ default: m.MetadataList })));
export const PageCreate = lazy(() => import('./content').then((m) => ({ default: m.PageCreate })));
export const PageEdit = lazy(() => import('./content').then((m) => ({ default: m.PageEdit })));
export const PageList = lazy(() => import('./content').then((m) => ({ default: m.PageList })));
export const PromoVideoCreate = lazy(() =>
  import('./content').then((m) => ({ default: m.PromoVideoCreate })),
);
export const PromoVideoEdit = lazy(() => import('./content').then((m) => ({ default: m.PromoVideoEdit })));
export const PromoVideoList = lazy(() => import('./content').then((m) => ({ default: m.PromoVideoList })));
export const AuditLogList = lazy(() => import('./audit-log').then((m) => ({ default: m.AuditLogList })));
export const AuditLogShow = lazy(() => import('./audit-log').then((m) => ({ default: m.AuditLogShow })));
export const ChatList = lazy(() => import('./operations').then((m) => ({ default: m.ChatList })));
export const ChatCreate = lazy(() => import('./chat-create').then((m) => ({ default: m.ChatCreate })));
export const ContactMessageList = lazy(() =>
  import('./operations').then((m) => ({ default: m.ContactMessageList })),
);
export const ContactMessageShow = lazy(() =>
  import('./operations').then((m) => ({ default: m.ContactMessageShow })),
);
export const PostEdit = lazy(() => import('./operations').then((m) => ({ default: m.PostEdit })));
export const PostList = lazy(() => import('./operations').then((m) => ({ default: m.PostList })));
export const SettingEdit = lazy(() => import('./operations').then((m) => ({ default: m.SettingEdit })));
export const SettingList = lazy(() => import('./operations').then((m) => ({ default: m.SettingList })));
export const SubscriberList = lazy(() => import('./operations').then((m) => ({ default: m.SubscriberList })));
export const PostAssetEdit = lazy(() => import('./post-assets').then((m) => ({ default: m.PostAssetEdit })));
export const PostAssetList = lazy(() => import('./post-assets').then((m) => ({ default: m.PostAssetList })));
export const RaceDataPage = lazy(() => import('./race-data').then((m) => ({ default: m.RaceDataPage })));
