import { act, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asTakeover,
  lazyWithPreload,
  loadForMembersBeforeTakeover,
  loadMembersModules,
  useServerSnapshotWhileTakingOver,
} from './takeover';

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  return { container, root: createRoot(container) };
}

const noSubscription = () => () => {};
const browserValue = () => 'browser';
const serverValue = () => 'server';

function Probe() {
  return <>{useServerSnapshotWhileTakingOver(noSubscription, browserValue, serverValue)}</>;
}

describe('asTakeover', () => {
  it('marks the render it runs as the takeover, and nothing after it (even when the render throws)', () => {
    const during = mount();
    let inTakeover = '';
    asTakeover(() => {
      flushSync(() => during.root.render(<Probe />));
      inTakeover = during.container.textContent ?? '';
    });
    expect(inTakeover).toBe('server');
    expect(() =>
      asTakeover(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    const after = mount();
    flushSync(() => after.root.render(<Probe />));
    expect(after.container.textContent).toBe('browser');
    act(() => during.root.unmount());
    act(() => after.root.unmount());
  });
});

describe('useServerSnapshotWhileTakingOver', () => {
  it('renders what the server rendered in the takeover, then the browser’s value once it has run', async () => {
    const { container, root } = mount();
    let inTakeover = '';
    await act(async () => {
      asTakeover(() => {
        flushSync(() => root.render(<Probe />));
        inTakeover = container.textContent ?? '';
      });
    });
    expect(inTakeover).toBe('server');
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });

  it('reads the browser’s value at once outside the takeover (a client-side navigation)', () => {
    const { container, root } = mount();
    flushSync(() => root.render(<Probe />));
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });
});

describe('lazyWithPreload', () => {
  it('renders without suspending once its module was loaded ahead of the render', async () => {
    let loads = 0;
    const Loaded = lazyWithPreload(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => <b>{name}</b> };
    });
    await Loaded.preload();
    const { container, root } = mount();
    flushSync(() =>
      root.render(
        <Suspense fallback="loading">
          <Loaded name="menu" />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('menu');
    expect(loads).toBe(1);
    act(() => root.unmount());
  });

  it('suspends like lazy() when rendered first, loading its module once', async () => {
    let loads = 0;
    const Later = lazyWithPreload(async () => {
      loads += 1;
      return { default: () => <b>ready</b> };
    });
    const { container, root } = mount();
    flushSync(() =>
      root.render(
        <Suspense fallback="loading">
          <Later />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('loading');
    await act(async () => {
      await Later.preload();
    });
    expect(container.textContent).toBe('ready');
    expect(loads).toBe(1);
    act(() => root.unmount());
  });
});

describe('loadMembersModules', () => {
  afterEach(() => vi.useRealTimers());

  it('in the browser, starts each registered module in a task of its own and resolves once all have loaded', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    let finishSecond = () => {};
    const second = new Promise<void>((resolve) => (finishSecond = resolve));
    loadForMembersBeforeTakeover(async () => started.push('first'));
    loadForMembersBeforeTakeover(() => {
      started.push('second');
      return second;
    });
    let done = false;
    const loading = loadMembersModules(() => new Promise((resolve) => setTimeout(resolve, 0))).then(
      () => (done = true),
    );
    // Vite's helper inserts a module's preload links as its import starts: one start per task.
    expect(started).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['first', 'second']);
    expect(done).toBe(false);
    finishSecond();
    await loading;
    expect(done).toBe(true);
  });

  it('on the server (no `between`), starts them all at once', async () => {
    const started: string[] = [];
    loadForMembersBeforeTakeover(async () => started.push('a'));
    loadForMembersBeforeTakeover(async () => started.push('b'));
    // The registry is the module's: the previous test's two modules come first.
    const loading = loadMembersModules();
    expect(started).toEqual(['a', 'b']);
    await loading;
  });
});
