import type { ErrorInfo } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { type LogToServer, logToServer } from '../log';
import { type ReportError, reportError } from './report-error';

const MAX_STACK_LENGTH = 900;

/**
 * The component a render error came from, for the modal's "name, component and message" (SPEC §8):
 * the first frame of React's component stack when it reads as a component name, else the route.
 * Production builds mangle function names (two or three letters), which are not worth showing.
 */
export function componentNameFrom(componentStack: string | null | undefined, fallback: string): string {
  const firstFrame = componentStack
    ?.split('\n')
    .map((line) => line.trim())
    .find(Boolean);
  const name = firstFrame?.match(/^(?:at\s+)?([A-Za-z_$][\w$]*)/)?.[1];
  return name && /^[A-Z][A-Za-z0-9]{3,}$/.test(name) ? name : fallback;
}

/** A component stack short enough for one log entry. */
export function shortStack(componentStack: string | null | undefined): string | undefined {
  const stack = componentStack?.trim();
  return stack ? stack.slice(0, MAX_STACK_LENGTH) : undefined;
}

export interface RouterErrorInfo {
  location: { pathname: string };
  pattern: string;
  errorInfo?: ErrorInfo;
}

/**
 * React Router's `onError` (entry.client.tsx): render errors caught by route error boundaries become
 * view-framework errors (modal + server log); loader and action exceptions are already on the error
 * page, so they are only logged; expected responses (404s and other statuses the app throws) are not
 * errors at all, except 5xx, which are logged.
 */
export function handleRouterError(
  error: unknown,
  info: RouterErrorInfo,
  report: ReportError = reportError,
  log: LogToServer = logToServer,
): void {
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) log(`Route error ${error.status}: ${error.statusText}`, { route: info.pattern });
    return;
  }
  if (info.errorInfo) {
    report(error, {
      source: {
        source: 'view-framework',
        componentName: componentNameFrom(info.errorInfo.componentStack, info.pattern),
      },
      context: { route: info.pattern, componentStack: shortStack(info.errorInfo.componentStack) },
    });
    return;
  }
  report(error, { show: false, log: true, context: { route: info.pattern } });
}
