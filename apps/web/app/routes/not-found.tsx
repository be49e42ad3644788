import { data } from 'react-router';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary';
import type { Route } from './+types/not-found';

/** Any path no route matches: a real 404 status, not a soft one. */
export function loader(_args: Route.LoaderArgs): never {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Stride' }];

/** Never rendered: the loader always throws and the boundary draws the page inside the layout. */
export default function NotFound() {
  return null;
}

/** SPEC §2: unknown routes show "This page could not be found", with header and footer around it. */
export const ErrorBoundary = RouteErrorBoundary;
