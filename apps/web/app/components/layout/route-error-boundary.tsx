import { UI_ERROR_MESSAGES } from '@stride/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/**
 * Error boundary for routes inside a layout, so the error page keeps the header and footer.
 * A 404 reads "This page could not be found" (SPEC §2); other statuses use the SPEC §8 catalogue.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return <ErrorPage status={404} serverMessage={UI_ERROR_MESSAGES.pageNotFound} />;
    return (
      <ErrorPage status={error.status} serverMessage={typeof error.data === 'string' ? error.data : null} />
    );
  }
  return <ErrorPage status={500} />;
}
