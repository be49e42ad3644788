import { HOME_CONTENT_BLOCK_SLUGS, RACING_CLUB_CONTENT_BLOCK_SLUGS } from '@stride/shared';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { StaticPageView } from '../../components/pages/static-page-view';
import { contentVersionOf, loadStaticPage } from '../../components/pages/static-pages.server';
import { htmlToText, seoMeta } from '../../components/seo/meta';
import { loadSeo } from '../../components/seo/seo.server';
import type { Route } from './+types/static-page';

/** Content blocks belong to the pages that place them (home, racing club); they are not pages of their own. */
const BLOCK_SLUGS: readonly string[] = [...HOME_CONTENT_BLOCK_SLUGS, ...RACING_CLUB_CONTENT_BLOCK_SLUGS];
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** SPEC §2 `/{slug}/` catch-all: the page `GET /api/pages/{slug}` answers with, or the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG.test(slug) || BLOCK_SLUGS.includes(slug)) throw data(null, { status: 404 });
  const [page, seo] = await Promise.all([
    loadStaticPage(slug, request.signal, contentVersionOf(context)),
    loadSeo({ path: `/${slug}/`, signal: request.signal }),
  ]);
  if (!page) throw data(null, { status: 404 });
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? seoMeta(loaderData.seo, {
        title: loaderData.page.title,
        description: htmlToText(loaderData.page.content),
        type: 'article',
      })
    : [{ title: 'Page not found | Stride' }];

/** A static page written in the back office, at its own slug. */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} fallbackTitle={loaderData.page.title} eyebrow="Stride" />;
}

/** A missing static page is the same 404 page as any unknown route. */
export const ErrorBoundary = RouteErrorBoundary;
