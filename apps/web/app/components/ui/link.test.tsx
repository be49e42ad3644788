import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  Link as RouterLink,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  createRoutesStub,
  useLocation,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type LinkProps,
  IntentPrefetches,
  Link,
  NavLink,
  PREFETCH_INTENT_DELAY_MS,
  resetIntentPrefetches,
} from './link';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  resetIntentPrefetches();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

/** A memory router at `path` whose pages all show a link to `/horses/` (props: the link's) and the URL. */
function routerWith(path: string, props: Partial<LinkProps> = {}) {
  const page = () => (
    <>
      <Link to="/horses/" className="card-link" {...props}>
        Horses
      </Link>
      <Where />
    </>
  );
  return createMemoryRouter(
    [
      { path: '/', Component: page },
      { path: '/horses/', Component: page },
    ],
    { initialEntries: [path] },
  );
}

describe('Link (decision 060)', () => {
  it("renders React Router's markup: the same anchor, attributes and children", () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <Link to="/horses/?page=2" className="c" aria-label="All horses" prefetch="intent">
              <span>Horses</span>
            </Link>
            <RouterLink to="/horses/?page=2" className="c" aria-label="All horses" prefetch="intent">
              <span>Horses</span>
            </RouterLink>
          </>
        ),
      },
    ]);
    const html = renderToString(<Stub />);
    const anchors = [...html.matchAll(/<a [^>]*>.*?<\/a>/g)].map(([a]) => a);
    expect(anchors).toHaveLength(2);
    expect(anchors[0]).toBe(anchors[1]);
    expect(anchors[0]).toContain('data-discover="true"');
  });

  it('navigates in the app on a plain click, pushing a history entry', async () => {
    const router = routerWith('/');
    render(<RouterProvider router={router} />);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Horses' }));
    expect(notPrevented).toBe(false);
    await screen.findByText('/horses/');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is to the page already shown (as React Router)', async () => {
    const router = routerWith('/horses/');
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Horses' }));
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it('leaves modified clicks, other buttons, other targets and prevented clicks to the browser', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const router = routerWith('/');
    const { unmount } = render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Horses' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(fireEvent.click(link, init)).toBe(true);
    unmount();

    render(<RouterProvider router={routerWith('/', { target: '_blank' })} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Horses' }))).toBe(true);
    render(<RouterProvider router={routerWith('/', { onClick })} />);
    fireEvent.click(screen.getAllByRole('link', { name: 'Horses' })[1]!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByText('/')).toHaveLength(2);
  });

  it('leaves a full URL to the browser: a plain link, no route discovery', () => {
    render(<RouterProvider router={routerWith('/', { to: 'https://www.racingpost.com/' })} />);
    const link = screen.getByRole('link', { name: 'Horses' });
    expect(link.getAttribute('href')).toBe('https://www.racingpost.com/');
    expect(link.hasAttribute('data-discover')).toBe(false);
    expect(fireEvent.click(link)).toBe(true);
  });

  it('loads the whole document for a reloadDocument link (the sign-in flow leaves the app)', () => {
    render(<RouterProvider router={routerWith('/', { to: '/login/', reloadDocument: true })} />);
    const link = screen.getByRole('link', { name: 'Horses' });
    expect(link.getAttribute('href')).toBe('/login/');
    expect(fireEvent.click(link)).toBe(true);
  });

  it("marks a NavLink current as React Router's: its path or below it, only its path with `end`", async () => {
    const nav = () => (
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/horses/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Horses
        </NavLink>
        <NavLink to="/horses/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          All horses
        </NavLink>
      </nav>
    );
    const router = createMemoryRouter(
      [
        { path: '/', Component: nav },
        { path: '/horses/', Component: nav },
        { path: '/Horses/12/', Component: nav },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const state = () =>
      ['Home', 'Horses', 'All horses'].map((name) => {
        const link = screen.getByRole('link', { name });
        return `${link.className}:${link.getAttribute('aria-current') ?? '-'}`;
      });
    expect(state()).toEqual(['on:page', 'off:-', 'off:-']);
    fireEvent.click(screen.getByRole('link', { name: 'Horses' }));
    await vi.waitFor(() => expect(state()).toEqual(['off:-', 'on:page', 'on:page']));
    await act(() => router.navigate('/Horses/12/'));
    expect(state()).toEqual(['off:-', 'on:page', 'off:-']);
  });

  it('prefetches the page after 100 ms of intent (hover, focus, touch), not when the intent ends sooner', () => {
    vi.useFakeTimers();
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <Link to="/horses/" prefetch="intent">
              Horses
            </Link>
            <Link to="/syndicates/" prefetch="intent">
              Syndicates
            </Link>
            <Link to="/faq/">FAQ</Link>
            <IntentPrefetches />
            <Outlet />
          </>
        ),
      },
      { path: '/horses/', loader: () => null, Component: () => null },
      { path: '/syndicates/', loader: () => null, Component: () => null },
      { path: '/faq/', loader: () => null, Component: () => null },
    ]);
    render(<Stub />);
    const prefetched = () =>
      Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href'));

    // Left before the delay: nothing.
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Syndicates' }));
    act(() => void vi.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS - 10));
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Syndicates' }));
    act(() => void vi.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS));
    expect(prefetched()).toEqual([]);

    // A link without prefetch="intent" never prefetches.
    fireEvent.focus(screen.getByRole('link', { name: 'FAQ' }));
    act(() => void vi.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS));
    expect(prefetched()).toEqual([]);

    // SPEC §9: not on 2g (nor with save-data, nor offline), as the connection is at the intent.
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
    fireEvent.touchStart(screen.getByRole('link', { name: 'Horses' }));
    act(() => void vi.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS));
    expect(prefetched()).toEqual([]);
    fireEvent.blur(screen.getByRole('link', { name: 'Horses' }));
    Reflect.deleteProperty(navigator, 'connection');

    fireEvent.touchStart(screen.getByRole('link', { name: 'Horses' }));
    act(() => void vi.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS));
    expect(prefetched().some((href) => href?.includes('/horses'))).toBe(true);
    expect(prefetched().some((href) => href?.includes('/syndicates'))).toBe(false);
  });
});
