import { describe, expect, it, vi } from 'vitest';
import type { ReportError } from './report-error';
import { componentNameFrom, handleRouterError } from './router-errors';

const chromeStack =
  '\n    at BrokenWidget (http://localhost:3000/assets/test-page.js:10:9)\n    at div\n    at TestPage (…)';

describe('componentNameFrom', () => {
  it('takes the first component of a Chrome or Firefox component stack', () => {
    expect(componentNameFrom(chromeStack, '/test-page/')).toBe('BrokenWidget');
    expect(componentNameFrom('HorseCard@http://x/a.js:1:2\nList@http://x/a.js:3:4', '/')).toBe('HorseCard');
  });

  it('falls back when names are mangled, lower-case (elements) or missing', () => {
    expect(componentNameFrom('\n    at Xe (http://x/assets/a.js:1:1)', '/horses/:id/')).toBe('/horses/:id/');
    expect(componentNameFrom('\n    at div', 'routes/home')).toBe('routes/home');
    expect(componentNameFrom(undefined, 'routes/home')).toBe('routes/home');
  });
});

describe('handleRouterError', () => {
  const location = { pathname: '/test-page/' };

  it('reports render errors as view-framework errors with the component and its stack', () => {
    const report = vi.fn<ReportError>(() => null);
    const error = new Error('render broke');
    handleRouterError(
      error,
      { location, pattern: '/test-page/', errorInfo: { componentStack: chromeStack } },
      report,
      vi.fn(),
    );
    expect(report).toHaveBeenCalledWith(error, {
      source: { source: 'view-framework', componentName: 'BrokenWidget' },
      context: { route: '/test-page/', componentStack: chromeStack.trim() },
    });
  });

  it('only logs loader and action exceptions (the error page already shows them)', () => {
    const report = vi.fn<ReportError>(() => null);
    const error = new Error('loader broke');
    handleRouterError(error, { location, pattern: '/horses/' }, report, vi.fn());
    expect(report).toHaveBeenCalledWith(error, { show: false, log: true, context: { route: '/horses/' } });
  });

  it('ignores thrown responses such as 404, but logs 5xx responses', () => {
    const report = vi.fn<ReportError>(() => null);
    const log = vi.fn(() => true);
    handleRouterError(toRouteErrorResponse(404), { location, pattern: '*' }, report, log);
    expect(log).not.toHaveBeenCalled();
    handleRouterError(toRouteErrorResponse(502), { location, pattern: '/horses/' }, report, log);
    expect(log).toHaveBeenCalledWith('Route error 502: ', { route: '/horses/' });
    expect(report).not.toHaveBeenCalled();
  });
});

/** What React Router hands onError for a thrown `data(null, { status })` (an ErrorResponse). */
function toRouteErrorResponse(status: number) {
  return { status, statusText: '', internal: false, data: null };
}
