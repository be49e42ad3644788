import { data } from 'react-router';
import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import type { Route } from './+types/static-page';

/**
 * SPEC §2 `/{slug}` catch-all for static pages. No static page is known to the web app yet: the
 * static-pages issue looks the slug up in the API (`GET /api/pages`); until then every slug is a 404,
 * which keeps unknown one-segment paths honest instead of answering 200.
 */
export function loader(_args: Route.LoaderArgs): never {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Stride' }];

/** Never rendered until static pages exist (the loader always throws). */
export default function StaticPage() {
  return null;
}

/** A missing static page is the same 404 page as any unknown route. */
export const ErrorBoundary = RouteErrorBoundary;
