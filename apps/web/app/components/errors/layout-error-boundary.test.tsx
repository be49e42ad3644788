import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportError } from '../../lib/errors';
import { LayoutErrorBoundary } from './layout-error-boundary';

function BrokenWidget(): never {
  throw new TypeError('Cannot read properties of undefined (reading "name")');
}

function Page() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
      {broken && <BrokenWidget />}
    </>
  );
}

function renderLayout(report: ReportError) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <header>Site header</header>
          <Link to="/other/">Other page</Link>
          <LayoutErrorBoundary report={report}>
            <Outlet />
          </LayoutErrorBoundary>
        </>
      ),
      children: [
        { id: 'routes/page', path: '/page/', Component: Page },
        { id: 'routes/other', path: '/other/', Component: () => <p>Other content</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/page/']} />);
}

beforeEach(() => {
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LayoutErrorBoundary', () => {
  it('shows the 500 error page inside the layout and reports a view-framework error', async () => {
    const report = vi.fn<ReportError>(() => null);
    renderLayout(report);
    fireEvent.click(await screen.findByRole('button', { name: 'Break' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('500 Internal server error');
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(report).toHaveBeenCalledTimes(1);
    const [error, options] = report.mock.calls[0]!;
    expect((error as Error).message).toBe('Cannot read properties of undefined (reading "name")');
    expect(options?.source).toEqual({ source: 'view-framework', componentName: 'BrokenWidget' });
    expect(options?.context).toMatchObject({ route: 'routes/page' });
  });

  it('recovers when the visitor navigates to another page', async () => {
    renderLayout(vi.fn<ReportError>(() => null));
    fireEvent.click(await screen.findByRole('button', { name: 'Break' }));
    fireEvent.click(within(document.body).getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other content')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
