import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { StaticPageView } from '../../components/pages/static-page-view';
import { loadContentRoute } from '../../components/pages/static-pages.server';
import { seoMeta } from '../../components/seo/meta';
import type { Route } from './+types/privacy-policy';

/** The page text from `GET /api/pages/privacy-policy` and the route's SEO data. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentRoute('privacy-policy', request, context);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'Privacy policy',
    description: 'How Stride collects, uses and protects your personal data, and how we use cookies.',
  });

/**
 * `/privacy-policy/`: the legal text as written in the back office, with its last update. Its cookies
 * section carries id="before-cookies", the target of the cookie dialog's link (SPEC §2 cookie banner).
 */
export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} fallbackTitle="Privacy policy" eyebrow="Legal" showUpdated />;
}

export const ErrorBoundary = RouteErrorBoundary;
