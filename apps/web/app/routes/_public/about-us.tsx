import type { AboutUsVideo } from '@stride/shared';
import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { AboutVideos } from '../../components/pages/about-videos';
import { CallToAction } from '../../components/pages/call-to-action';
import { StaticPageView } from '../../components/pages/static-page-view';
import { loadContentRoute } from '../../components/pages/static-pages.server';
import { seoMeta } from '../../components/seo/meta';
import { apiGet, reportReadFailure } from '../../lib/api/client.server';
import type { Route } from './+types/about-us';

/** The about-us videos; the page still renders its text when the list cannot be loaded. */
async function loadVideos(signal: AbortSignal): Promise<AboutUsVideo[]> {
  try {
    return (await apiGet<{ data: AboutUsVideo[] }>('/api/about-us', { signal })).data;
  } catch (cause) {
    reportReadFailure('GET /api/about-us', cause, signal);
    return [];
  }
}

/** The about-us page text (`GET /api/pages/about-us`) and its videos (`GET /api/about-us`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, videos] = await Promise.all([
    loadContentRoute('about-us', request, context),
    loadVideos(request.signal),
  ]);
  return { ...content, videos };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: data?.page?.title || 'About us',
    description:
      'Stride makes racehorse ownership simple, affordable and fun: meet the team behind our syndicates.',
  });

/** `/about-us/`: who Stride is, in the back office's words, with the team's videos. */
export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const { page, videos } = loaderData;
  return (
    <>
      <StaticPageView
        page={page}
        fallbackTitle="About us"
        eyebrow="Stride"
        intro="The people behind Stride, and why we think owning a racehorse should be simple, affordable and fun."
      />
      <AboutVideos videos={videos} />
      <div className="pt-14 sm:pt-20">
        <CallToAction />
      </div>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
