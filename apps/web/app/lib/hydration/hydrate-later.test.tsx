import { createElement as h, render, type ComponentChildren } from 'preact';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser build runs these modules on preact/compat (decision 031), and what HydrateLater relies on
// (a suspended component keeps its server node while hydrating) is Preact's: test them on it.
vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-runtime'));

const { adoptDocument } = await import('./document-root');
const { HydrateLater, whenAllHydrated } = await import('./hydrate-later');
const { isTakingOver, useServerSnapshotWhileTakingOver } = await import('./takeover');

/** What React's server wrote: a section above the fold, one left for later (with React's useId id), a footer. */
const SERVER_BODY =
  '<main><p>Top</p><section><button id="_R_b_" aria-controls="_R_b_-panel">Later</button>' +
  '<span>server</span></section><footer>Footer</footer></main>';

const noSubscription = () => () => {};
/** A store the browser reads differently from the server (as the session or the cookie consent do). */
function Store() {
  return h('span', null, useServerSnapshotWhileTakingOver(noSubscription, browserValue, serverValue));
}
const browserValue = () => 'browser';
const serverValue = () => 'server';
const rendered: string[] = [];

function browserDocument(
  onClick: () => void,
  child: (section: ComponentChildren) => ComponentChildren = (section) =>
    h(HydrateLater as never, null, section),
): ReactElement {
  const section = h(
    'section',
    null,
    h('button', { id: 'P0-1', 'aria-controls': 'P0-1-panel', onClick }, 'Later'),
    h(() => {
      rendered.push(isTakingOver() ? 'while taking over' : 'after');
      return h(Store, null);
    }, null),
  );
  const vnode = h(
    'html',
    null,
    h('head', null),
    h('body', null, h('main', null, h('p', null, 'Top'), child(section), h('footer', null, 'Footer'))),
  );
  // preact's VNodes are what react's elements are in the browser build (adoptDocument casts back).
  return vnode as unknown as ReactElement;
}

/** Lets queued tasks (the sections' timers) run. */
const nextTasks = async (count = 3) => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(async () => {
  await nextTasks();
  render(null, document.body);
  document.body.innerHTML = '';
  rendered.length = 0;
});

describe('HydrateLater', () => {
  it("leaves its section's server nodes on screen through the takeover and hydrates them a task later", async () => {
    document.body.innerHTML = SERVER_BODY;
    const section = document.querySelector('section')!;
    const button = document.querySelector('button')!;
    const footer = document.querySelector('footer')!;
    const onClick = vi.fn();

    adoptDocument(browserDocument(onClick));
    let allHydrated = false;
    void whenAllHydrated().then(() => (allHydrated = true));

    // Inside the takeover's task: the section is the server's, untouched and without handlers.
    expect(document.querySelector('section')).toBe(section);
    expect(document.querySelector('footer')).toBe(footer);
    expect(rendered).toEqual([]);
    button.click();
    expect(onClick).not.toHaveBeenCalled();

    expect(allHydrated).toBe(false);
    await nextTasks();

    // A task later: the same nodes, hydrated as the takeover would have, then brought to the browser's state.
    expect(document.querySelector('section')).toBe(section);
    expect(document.querySelector('button')).toBe(button);
    expect(document.body.querySelectorAll('section, footer')).toHaveLength(2);
    expect(allHydrated).toBe(true);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(rendered[0]).toBe('while taking over');
    expect(button.id).toBe('P0-1');
    expect(button.getAttribute('aria-controls')).toBe('P0-1-panel');
    // Preact's stores check their snapshot after the paint: the browser's value follows.
    await vi.waitFor(() => expect(section.querySelector('span')!.textContent).toBe('browser'));
    expect(isTakingOver()).toBe(false);
  });

  it('hydrates everything left for later as soon as the visitor presses, before any timer', async () => {
    document.body.innerHTML = SERVER_BODY;
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    adoptDocument(browserDocument(onClick));

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Microtasks only: Preact's render of the opened section, not the timer's task.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();

    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates a component child in the takeover: only one host element is sure to be one node', () => {
    document.body.innerHTML = SERVER_BODY.replace('<section>', '<div><section>').replace(
      '</section>',
      '</section></div>',
    );
    const onClick = vi.fn();
    const Wrapper = ({ children }: { children?: ComponentChildren }) => h('div', null, children);
    adoptDocument(
      browserDocument(onClick, (section) => h(HydrateLater as never, null, h(Wrapper, null, section))),
    );

    document.querySelector('button')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('section')).toHaveLength(1);
  });

  it('renders its child at once outside the takeover (a client-side navigation)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(h(HydrateLater as never, null, h('section', null, 'now')), container);
    expect(container.innerHTML).toBe('<section>now</section>');
  });
});
