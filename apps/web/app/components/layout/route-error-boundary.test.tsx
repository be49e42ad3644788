import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function renderThrowing(thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <p>never</p>,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
      loader: () => {
        throw thrown;
      },
    },
  ]);
  return render(<Stub />);
}

describe('RouteErrorBoundary', () => {
  it('shows "This page could not be found" for a 404', async () => {
    renderThrowing(data(null, { status: 404 }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Not Found');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('shows the catalogue title for other statuses', async () => {
    renderThrowing(data(null, { status: 403 }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('403 Forbidden');
  });

  it('treats an unexpected exception as a 500', async () => {
    renderThrowing(new Error('boom'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500 Internal server error');
  });
});
