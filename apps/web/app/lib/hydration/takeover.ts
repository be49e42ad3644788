import {
  type ComponentType,
  type ReactNode,
  createElement,
  lazy,
  useCallback,
  useSyncExternalStore,
} from 'react';

/** True while Preact renders the server's document for the first time (adoptDocument). */
let takingOver = false;
/** Renders of sections the takeover left for later (HydrateLater) under way: the takeover's contract holds. */
let resuming = 0;
/** Stores' change listeners subscribed during the takeover render: told once it has ended. */
const afterTakeover = new Set<() => void>();

/**
 * True while Preact hydrates server-rendered markup: the takeover's render, or the later render of a
 * section the takeover left in place (HydrateLater, decision 051). Renders then must match the server's.
 */
export function isTakingOver(): boolean {
  return takingOver || resuming > 0;
}

/** Tells the stores' listeners subscribed while taking over that the server's snapshot no longer holds. */
function endOfTakeover(): void {
  if (isTakingOver()) return;
  const listeners = [...afterTakeover];
  afterTakeover.clear();
  for (const listener of listeners) listener();
}

/**
 * Runs `render` as the takeover of the server's document: while it runs, stores read through
 * useServerSnapshotWhileTakingOver answer what the server rendered.
 */
export function asTakeover(render: () => void): void {
  takingOver = true;
  try {
    render();
  } finally {
    takingOver = false;
    endOfTakeover();
  }
}

/**
 * Marks the render under way as hydrating a section the takeover left for later (HydrateLater), until
 * the render's microtask ends: Preact renders the resumed section and commits it within the microtask
 * that called this, so the one queued here runs once that render is done.
 */
export function resumeTakeover(): void {
  resuming += 1;
  queueMicrotask(() => {
    resuming -= 1;
    endOfTakeover();
  });
}

/**
 * useSyncExternalStore with React's hydration contract, which preact/compat does not keep: the server's
 * snapshot during the takeover render, the browser's from the next render on (the store's own check when
 * it subscribes, or the end of the takeover, re-renders the component).
 *
 * Why it matters (decision 041): Preact adopts the server's nodes by position. A component that renders
 * differently in the takeover (the cookie banner's inline script, present on the server only) makes
 * Preact move every later sibling — the header, the page and the footer were detached and re-inserted,
 * which restyled and re-laid out the whole document inside the takeover's task.
 */
export function useServerSnapshotWhileTakingOver<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const read = useCallback(
    () => (isTakingOver() ? getServerSnapshot() : getSnapshot()),
    [getSnapshot, getServerSnapshot],
  );
  // Preact subscribes after the paint and compares the snapshot then; a renderer that subscribes inside
  // the render's task (React flushing a synchronous render) is told when the takeover ends instead.
  const subscribeAndWatchTakeover = useCallback(
    (onChange: () => void) => {
      if (isTakingOver()) afterTakeover.add(onChange);
      const unsubscribe = subscribe(onChange);
      return () => {
        afterTakeover.delete(onChange);
        unsubscribe();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(subscribeAndWatchTakeover, read, getServerSnapshot);
}

/** Modules signed-in pages render in the takeover (registered by the components that lazy-load them). */
const membersModules: (() => Promise<unknown>)[] = [];

/**
 * A lazily loaded component whose module can also be loaded ahead of its first render: once loaded it
 * renders at once, without suspending.
 *
 * Why: a component that suspends inside the takeover leaves the server's nodes in place and, once its
 * module arrives, Preact re-renders it and inserts those nodes again (decision 041). The header's
 * signed-in pieces (messages link, account menu) did that on every member's page.
 */
export function lazyWithPreload<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
): C & { preload: () => Promise<unknown> } {
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  // React's lazy() wants a component type; C is one (a function component).
  const Lazy = lazy(preload as unknown as () => Promise<{ default: ComponentType<object> }>);
  function LazyWithPreload(props: object) {
    return createElement((loaded as unknown as ComponentType<object> | undefined) ?? Lazy, props);
  }
  return Object.assign(LazyWithPreload as unknown as C, { preload });
}

/** Registers a module that signed-in pages render in the takeover: loaded before it (loadMembersModules). */
export function loadForMembersBeforeTakeover(preload: () => Promise<unknown>): void {
  membersModules.push(preload);
}

/**
 * Loads the modules registered for signed-in pages; a failed one suspends in the render as before. The
 * browser passes `between` to start each in a task of its own (Vite's helper inserts the modulepreload
 * links of a module's dependencies as its import starts); the server starts them all at once.
 */
export async function loadMembersModules(between?: () => Promise<void>): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const [index, preload] of membersModules.entries()) {
    if (index > 0 && between) await between();
    loads.push(preload().catch(() => undefined));
  }
  await Promise.all(loads);
}
