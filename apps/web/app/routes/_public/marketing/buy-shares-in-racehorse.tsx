import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { MarketingPage } from '../../../components/pages/marketing-page';
import { loadContentRoute } from '../../../components/pages/static-pages.server';
import { seoMeta } from '../../../components/seo/meta';
import type { Route } from './+types/buy-shares-in-racehorse';

const INTRO = 'How to buy a share in a racehorse with Stride, what it costs and what is included.';

/** The page text from `GET /api/pages/buy-shares-in-racehorse` and the route's SEO data. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentRoute('buy-shares-in-racehorse', request, context);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'Buy shares in a racehorse',
    description: INTRO,
  });

/** `/buy-shares-in-racehorse/` (SPEC §2 marketing page). */
export default function BuySharesPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPage
      page={loaderData.page}
      fallbackTitle="Buy shares in a racehorse"
      eyebrow="Ownership"
      intro={INTRO}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
