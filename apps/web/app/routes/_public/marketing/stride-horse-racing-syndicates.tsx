import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { MarketingPage } from '../../../components/pages/marketing-page';
import { loadContentRoute } from '../../../components/pages/static-pages.server';
import { seoMeta } from '../../../components/seo/meta';
import type { Route } from './+types/stride-horse-racing-syndicates';

const INTRO =
  'What a Stride syndicate is, what your share includes, and how to choose between flat and National Hunt racing.';

/** The page text from `GET /api/pages/stride-horse-racing-syndicates` and the route's SEO data. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentRoute('stride-horse-racing-syndicates', request, context);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'Stride horse racing syndicates',
    description: INTRO,
  });

/** `/stride-horse-racing-syndicates/` (SPEC §2 marketing page). */
export default function StrideSyndicatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPage
      page={loaderData.page}
      fallbackTitle="Stride horse racing syndicates"
      eyebrow="Syndicates"
      intro={INTRO}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
