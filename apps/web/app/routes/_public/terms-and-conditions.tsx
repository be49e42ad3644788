import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { StaticPageView } from '../../components/pages/static-page-view';
import { loadContentRoute } from '../../components/pages/static-pages.server';
import { seoMeta } from '../../components/seo/meta';
import type { Route } from './+types/terms-and-conditions';

/** The page text from `GET /api/pages/terms-and-conditions` and the route's SEO data. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentRoute('terms-and-conditions', request, context);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'Terms and conditions',
    description: 'The terms for using Stride and buying shares in our racing syndicates.',
  });

/** `/terms-and-conditions/`: the legal text as written in the back office, with its last update. */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPageView page={loaderData.page} fallbackTitle="Terms and conditions" eyebrow="Legal" showUpdated />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
