import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { MarketingPage } from '../../../components/pages/marketing-page';
import { loadContentRoute } from '../../../components/pages/static-pages.server';
import { seoMeta } from '../../../components/seo/meta';
import type { Route } from './+types/fractional-ownership-in-racehorse-explained';

const INTRO =
  'Syndicates, partnerships and racing clubs compared: who owns what, who pays for what, and what happens at the end.';

/** The page text from `GET /api/pages/fractional-ownership-in-racehorse-explained` and the route's SEO data. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentRoute('fractional-ownership-in-racehorse-explained', request, context);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'Fractional ownership in a racehorse, explained',
    description: INTRO,
  });

/** `/fractional-ownership-in-racehorse-explained/` (SPEC §2 marketing page). */
export default function FractionalOwnershipPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPage
      page={loaderData.page}
      fallbackTitle="Fractional ownership in a racehorse, explained"
      eyebrow="Ownership"
      intro={INTRO}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
