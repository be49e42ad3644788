import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type ReportError, componentNameFrom, reportError, shortStack } from '../../lib/errors';
import { ErrorPage } from '../layout/error-page';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** A change (the next page) clears a caught error so navigation recovers. */
  resetKey: string;
  /** Named in the modal when the component stack has no readable name (the route's id). */
  fallbackComponentName: string;
  report: ReportError;
}

interface PageErrorBoundaryState {
  error: unknown;
  caught: boolean;
}

/**
 * A React error boundary around a layout's page: a render error reports a view-framework error
 * (modal + server log) and shows the 500 error page inside the layout, header and footer intact.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, caught: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The error page replaced a possibly long page: show it from its top, not the old scroll position.
    window.scrollTo(0, 0);
    this.props.report(error, {
      source: {
        source: 'view-framework',
        componentName: componentNameFrom(info.componentStack, this.props.fallbackComponentName),
      },
      context: { route: this.props.fallbackComponentName, componentStack: shortStack(info.componentStack) },
    });
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, caught: false });
    }
  }

  override render(): ReactNode {
    return this.state.caught ? <ErrorPage status={500} /> : this.props.children;
  }
}

/** The per-layout boundary (wrap the layout's `<Outlet />`): resets on navigation, names the route. */
export function LayoutErrorBoundary({
  children,
  report = reportError,
}: {
  children: ReactNode;
  report?: ReportError;
}) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const routeId = matches.at(-1)?.id ?? 'root';
  return (
    <PageErrorBoundary resetKey={pathname} fallbackComponentName={routeId} report={report}>
      {children}
    </PageErrorBoundary>
  );
}
