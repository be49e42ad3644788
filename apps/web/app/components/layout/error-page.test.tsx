import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ErrorPage', () => {
  it('shows the status code, the SPEC title and a link "to home"', () => {
    renderAt(<ErrorPage status={503} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('503 Service Unavailable');
    expect(screen.getByText(/down for maintenance or overloaded/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'to home' }).getAttribute('href')).toBe('/');
  });

  it("prefers the server's own message", () => {
    renderAt(<ErrorPage status={404} serverMessage="This page could not be found" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Not Found');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });
});
