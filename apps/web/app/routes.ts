import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The route table: every path of SPEC §2. React Router matches with or without the trailing slash;
 * the Node server redirects to the slash form (server/trailing-slash.ts) and links always carry it.
 */
export default [
  layout('layouts/default.tsx', [
    index('routes/_public/home.tsx'),
    route('about-us/', 'routes/_public/about-us.tsx'),
    route('terms-and-conditions/', 'routes/_public/terms-and-conditions.tsx'),
    route('privacy-policy/', 'routes/_public/privacy-policy.tsx'),
    route('contact-us/', 'routes/_public/contact-us.tsx'),
    route('faq/', 'routes/_public/faq.tsx'),
    route('stride-horse-racing-syndicates/', 'routes/_public/marketing/stride-horse-racing-syndicates.tsx'),
    route('buy-shares-in-racehorse/', 'routes/_public/marketing/buy-shares-in-racehorse.tsx'),
    route(
      'fractional-ownership-in-racehorse-explained/',
      'routes/_public/marketing/fractional-ownership-in-racehorse-explained.tsx',
    ),
    route(
      'racing-club-and-syndicate-management/',
      'routes/_public/marketing/racing-club-and-syndicate-management.tsx',
    ),
    route('horses/', 'routes/_public/horses/list.tsx'),
    route('horses/:id/', 'routes/_public/horses/detail.tsx', { id: 'horse-detail' }),
    route('horses/:id/pdf/', 'routes/_public/horses/pdf.ts'),
    route('horses/:id/:horseName/', 'routes/_public/horses/detail.tsx', { id: 'horse-detail-named' }),
    route('syndicates/', 'routes/_public/syndicates/list.tsx'),
    route('syndicates/:name/', 'routes/_public/syndicates/detail.tsx'),
    route('test-page/', 'routes/_public/test-page.tsx'),
    route('entries-and-declarations/', 'routes/_member/entries-and-declarations.tsx'),
    route('notifications/', 'routes/_member/notifications.tsx'),
    route('settings/', 'routes/_member/settings/index.tsx'),
    route('settings/delete-account/', 'routes/_member/settings/delete-account.tsx'),
    route('settings/data-export/', 'routes/_member/settings/data-export.ts'),
    route('settings/delete-account/success/', 'routes/_member/settings/delete-account-success.tsx'),
    route('updates/', 'routes/_member/updates/list.tsx'),
    route('updates/:id/', 'routes/_member/updates/detail.tsx'),
    route('write-a-post/', 'routes/_staff/write-a-post.tsx'),
    route(':slug/', 'routes/_public/static-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/chat.tsx', [route('messages/', 'routes/_member/messages/list.tsx')]),
  layout('layouts/chat-item.tsx', [route('messages/:id/', 'routes/_member/messages/detail.tsx')]),
  layout('layouts/holding.tsx', [route('maintenance/', 'routes/_public/maintenance.tsx')]),
  layout('layouts/login.tsx', [
    route('login/', 'routes/_public/login.tsx'),
    route('register/', 'routes/_public/register.tsx'),
  ]),
  // Auth endpoints of the web session (no page): logout, and the browser client's access token.
  route('auth/logout/', 'routes/auth/logout.ts'),
  route('auth/token/', 'routes/auth/token.ts'),
  // The join-syndicate dialog's data and form endpoint (no page; SPEC §2 join dialog).
  route('forms/join-request/', 'routes/forms/join-request.ts'),
  // The wrapper app's push token, forwarded with the user's session (decision 018).
  route('native/push-subscription/', 'routes/native/push-subscription.ts'),
] satisfies RouteConfig;
