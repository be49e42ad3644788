import { createElement as h, options, render } from 'preact';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptDocument } from './document-root';

/** What React's server wrote: its own useId ids, no discovery mark (decision 039 strips it). */
const SERVER_BODY =
  '<button id="_R_a_-trigger" class="from-server" aria-controls="_R_a_-panel">Open</button>' +
  '<div id="_R_a_-panel" aria-labelledby="_R_a_-trigger">Panel</div>' +
  '<a href="/horses/">Horses</a>';

/** The browser's render of the same page: Preact's ids, the link's discovery mark, a handler. */
function browserDocument(onClick: () => void): ReactElement {
  const vnode = h(
    'html',
    null,
    h('head', null),
    h(
      'body',
      null,
      h(
        'button',
        { id: 'P0-0-trigger', class: 'from-browser', 'aria-controls': 'P0-0-panel', onClick },
        'Open',
      ),
      h('div', { id: 'P0-0-panel', 'aria-labelledby': 'P0-0-trigger' }, 'Panel'),
      h('a', { href: '/horses/', 'data-discover': 'true' }, 'Horses'),
    ),
  );
  // preact's VNodes are what react's elements are in the browser build (adoptDocument casts back).
  return vnode as unknown as ReactElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as { __strideTakeoverCheck?: unknown }).__strideTakeoverCheck;
});

describe('adoptDocument', () => {
  it("hydrates the server's nodes in place and corrects only the attributes the renderers write differently", () => {
    document.body.innerHTML = SERVER_BODY;
    const button = document.querySelector('button')!;
    const link = document.querySelector('a')!;
    const onClick = vi.fn();

    adoptDocument(browserDocument(onClick));

    // The same nodes, now the browser's.
    expect(document.querySelector('button')).toBe(button);
    expect(document.querySelector('a')).toBe(link);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Ids and the references to them follow the browser's render…
    expect(button.id).toBe('P0-0-trigger');
    expect(button.getAttribute('aria-controls')).toBe('P0-0-panel');
    expect(document.querySelector('div')!.getAttribute('aria-labelledby')).toBe('P0-0-trigger');
    expect(link.getAttribute('data-discover')).toBe('true');
    // …and every other attribute is trusted as the server wrote it (the journey checks none differ).
    expect(button.className).toBe('from-server');
  });

  it("gives a journey's check every adopted element, and no element Preact renders after the takeover", () => {
    document.body.innerHTML = SERVER_BODY;
    const checked: string[] = [];
    (globalThis as { __strideTakeoverCheck?: (props: object, dom: Element) => void }).__strideTakeoverCheck =
      (_props, dom) => checked.push(dom.localName);

    adoptDocument(browserDocument(() => {}));
    expect(checked).toEqual(expect.arrayContaining(['html', 'head', 'body', 'button', 'div', 'a']));

    const count = checked.length;
    const container = document.createElement('section');
    document.body.append(container);
    render(h('p', { id: 'later' }, 'Rendered after'), container);
    expect(checked).toHaveLength(count);
    expect(options.diffed).toBeTypeOf('function');
  });
});
