import { type ReactElement, type ReactNode, Suspense, isValidElement, useState } from 'react';
import { isTakingOver, resumeTakeover } from './takeover';

/** A section the takeover left for later: its promise suspends it until `open` is called. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  resumed: boolean;
}

/** Gates not opened yet, in the order the takeover met them (document order). */
const waiting: Gate[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** The events that mean a visitor is about to use the page: everything left for later hydrates at once. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Callers of whenAllHydrated waiting for the last section. */
const onAllHydrated: (() => void)[] = [];

/** Opens the next waiting gate and queues the one after it: one section per task. */
function openNext(): void {
  timer = null;
  waiting.shift()?.open();
  if (waiting.length > 0) timer = setTimeout(openNext, 0);
  else lastOpened();
}

/**
 * The last waiting gate is open: Preact hydrates its section in this task's microtasks, so callers of
 * whenAllHydrated hear in the next task (unless that render left new sections for later).
 */
function lastOpened(): void {
  stopListening();
  setTimeout(() => {
    if (waiting.length > 0) return;
    for (const resolve of onAllHydrated.splice(0)) resolve();
  }, 0);
}

/**
 * Resolves once every section the takeover left for later is hydrated (event handlers attached): the
 * document's `data-hydrated` mark, which journeys wait for before they interact, waits for it.
 */
export function whenAllHydrated(): Promise<void> {
  if (waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => onAllHydrated.push(resolve));
}

/**
 * Opens every waiting gate now. Called from a capturing listener of the visitor's first input: Preact
 * renders the sections in the microtask after the listener returns, so the handlers are attached before
 * the event reaches its target (and before the click that follows a pointerdown).
 */
function openAll(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  for (let gate = waiting.shift(); gate; gate = waiting.shift()) gate.open();
  lastOpened();
}

/** The visitor's input no longer needs watching: nothing is left for later. */
function stopListening(): void {
  for (const type of INPUT_EVENTS) document.removeEventListener(type, openAll, true);
}

/** A closed gate, queued to open after the takeover's task. */
function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  const gate: Gate = {
    promise,
    opened: false,
    resumed: false,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  if (waiting.length === 0) {
    for (const type of INPUT_EVENTS) document.addEventListener(type, openAll, true);
  }
  waiting.push(gate);
  // A timer queued inside the takeover's render fires after its task: the first section waits for it.
  timer ??= setTimeout(openNext, 0);
  return gate;
}

/** Suspends while its gate is closed; renders its section as hydration of the server's markup once open. */
function Deferred({ gate, children }: { gate: Gate; children: ReactNode }): ReactNode {
  if (!gate.opened) throw gate.promise;
  if (!gate.resumed) {
    gate.resumed = true;
    resumeTakeover();
  }
  return children;
}

/**
 * Hydrates its one element in a task after the takeover's instead of inside it (decision 051): the
 * server's markup stays on screen as it is, and Preact adopts it a task later, one section per task, or
 * at once when the visitor presses, types or moves focus. Outside the takeover (a client-side navigation)
 * it renders its child as is.
 *
 * Why: the takeover hydrates the whole document in one task, and on a slower phone that task is most of
 * the page's Total Blocking Time; sections below the fold need not be in it. Preact 11 keeps the server's
 * node of a component that suspends while hydrating (compat's Suspense shows no fallback then) and
 * hydrates it when the component renders again.
 *
 * The child must be one host element (`<section>`, `<li>`…): Preact keeps exactly one node for a
 * suspended component, so a component child that rendered nothing, or several nodes, would leave the
 * wrong nodes behind. Anything else renders at once, as does a child whose `later` is false (decided
 * when it mounts, so a list item that moves keeps its node and state).
 */
export function HydrateLater({
  children,
  later = true,
}: {
  children: ReactElement;
  later?: boolean;
}): ReactNode {
  const [gate] = useState(() =>
    later && isTakingOver() && isValidElement(children) && typeof children.type === 'string'
      ? createGate()
      : null,
  );
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Deferred gate={gate}>{children}</Deferred>
    </Suspense>
  );
}
