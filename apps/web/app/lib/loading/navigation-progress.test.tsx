import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two pages; the second's loader resolves when the test says so. */
function renderApp() {
  let finish: () => void = () => undefined;
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <NavigationProgress />
          <Link to="/slow/">Slow page</Link>
        </>
      ),
    },
    {
      path: '/slow/',
      Component: () => <p>Slow page loaded</p>,
      loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { finish: () => finish() };
}

describe('NavigationProgress', () => {
  it('shows a progress bar only when a navigation takes longer than 200 ms, and removes it after', async () => {
    const { finish } = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(150)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60)));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();

    finish();
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    expect(screen.getByText('Slow page loaded')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
