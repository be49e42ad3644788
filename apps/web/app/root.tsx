// First: route modules load before entry.client, so schemas built by any of them must not probe eval (CSP).
import './lib/security/zod-jitless';
// The stylesheet (with Inter's faces for every script; its Latin face is our subset) is linked by
// links() below, not imported: an imported stylesheet is also a dependency of every lazy chunk, and Vite's
// preload helper then added a second copy of it to the page (decision 041).
import appCssUrl from './app.css?url';

import { type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
} from 'react-router';
import type { Route } from './+types/root';
import { answeredBannerAttribute } from './components/cookie-banner/answered-banner';
import { ErrorsProvider } from './components/errors';
import { ErrorPage } from './components/layout/error-page';
import { MaintenanceNotice } from './components/maintenance';
import { NotificationsProvider } from './components/notifications';
import { SiteTheme, userTheme } from './components/theme';
import { routeGuards } from './guards';
import { authSessionContext } from './lib/auth/context';
import { authSessionMiddleware } from './lib/auth/middleware.server';
import { getPublicEnv } from './lib/env.server';
import { reportError } from './lib/errors';
import { NavigationProgress } from './lib/loading';
import { AppQueryProvider } from './lib/query/query-provider';
import { RealtimeProvider } from './lib/realtime/realtime-provider';
import { RaceAlertListener } from './components/members/race-alert-listener';
import { NativeBridge } from './lib/native/native-bridge';
import { LanguageCookie } from './components/layout/language-cookie';
import { pageCacheMiddleware } from './lib/page-cache/page-cache.server';
import { Pwa } from './lib/pwa/pwa';
import { FontPreloads, ThemeFontsStylesheet } from './lib/hydration/theme-fonts';
import { RouterScripts } from './lib/hydration/router-scripts';
import { ModuleHints } from './lib/hydration/module-hints';
import { IntentPrefetches } from './components/ui/link';
import { siteStatusContext } from './lib/maintenance/maintenance-status';
import { type RootData, useOptionalRootData } from './lib/root-data';

/** The auth session first (cookies, refresh), then the SPEC §2 guards in their order, then the page cache. */
export const middleware: Route.MiddlewareFunction[] = [
  authSessionMiddleware,
  ...routeGuards,
  // Last: a visitor's public page may come from the anonymous page cache once the guards let it through.
  pageCacheMiddleware,
];

/** Configuration for the browser, the signed-in user (null for visitors), base auth and a just-ended session. */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const session = context.get(authSessionContext);
  const user = await session.currentUser();
  return {
    env: getPublicEnv(),
    user,
    baseAuth: session.baseAuth,
    authError: session.authError,
    site: context.get(siteStatusContext),
  };
}

/**
 * The user is fetched with the document and again after form submissions (login state, profile
 * changes); plain navigations keep it, so moving around costs no user-info request.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/**
 * `<Links>` gives every link the response's CSP nonce; the policy's nonce governs scripts only
 * (`style-src 'self' 'unsafe-inline'`), so the icon, manifest and stylesheet links go without it
 * (33 bytes each on every page).
 */
const NO_NONCE = { nonce: undefined };

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml', ...NO_NONCE },
  // Installable web app (decision 022).
  { rel: 'manifest', href: '/manifest.webmanifest', ...NO_NONCE },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', ...NO_NONCE },
  // Last, where React's server writes it: the takeover adopts the server's links in place (decision 041).
  { rel: 'stylesheet', href: appCssUrl, ...NO_NONCE },
];

export const meta: Route.MetaFunction = () => [
  { title: 'Stride — Racehorse syndicates' },
  {
    name: 'description',
    content:
      'Own a share of a racehorse with Stride: browse syndicates and horses, follow every race and update.',
  },
];

/** The HTML document shared by pages and the error boundary, with the app-wide notifications and error modal. */
export function Layout({ children }: { children: ReactNode }) {
  const family = userTheme(useOptionalRootData()?.user ?? null)?.font;
  return (
    <html lang="en" data-consent={answeredBannerAttribute()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#070b17" />
        <Meta />
        <FontPreloads family={family} />
        <Links />
        <ThemeFontsStylesheet family={family} />
      </head>
      <body className="min-h-dvh">
        <NotificationsProvider>
          <ErrorsProvider>{children}</ErrorsProvider>
        </NotificationsProvider>
        <ModuleHints />
        <ScrollRestoration />
        <RouterScripts />
      </body>
    </html>
  );
}

/** Every page renders inside a layout route; the root provides the document and the navigation progress bar. */
export default function App({ loaderData }: Route.ComponentProps) {
  const { authError, user, site, env } = loaderData;
  // SPEC §8: an ended session is shown once, as 'Session expired'.
  useEffect(() => {
    if (authError) reportError(authError);
  }, [authError]);
  return (
    <>
      <NavigationProgress />
      <NativeBridge loggedIn={user !== null} />
      <Pwa apiUrl={env.PUBLIC_API_URL} userId={user?.id ?? null} />
      <LanguageCookie />
      <SiteTheme user={user} />
      <MaintenanceNotice status={site.maintenance} />
      <AppQueryProvider signedIn={user !== null}>
        <RealtimeProvider>
          <RaceAlertListener />
          <Outlet />
        </RealtimeProvider>
      </AppQueryProvider>
      <IntentPrefetches />
    </>
  );
}

/** SPEC §2 error page for anything no nearer boundary handles: status code, title, message, link "to home". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const serverMessage = typeof error.data === 'string' ? error.data : null;
    return <ErrorPage status={error.status} serverMessage={serverMessage} standalone />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorPage status={500} standalone />;
}
