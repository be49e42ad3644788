import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './router-scripts';

/** What React Router's `<Scripts>` returns before hydration, in its shape: links, then its two scripts. */
function scriptsOutput(modules: string[]): ReactNode {
  return (
    <Fragment>
      {null}
      <link rel="modulepreload" href="/assets/entry.client.js" />
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <Fragment>
        <script dangerouslySetInnerHTML={{ __html: 'window.__context = 1;' }} />
        <script type="module" async dangerouslySetInnerHTML={{ __html: 'import("/entry.js");' }} />
      </Fragment>
    </Fragment>
  );
}

describe('withoutModulePreloads', () => {
  it('drops every modulepreload link, in nested lists and fragments, and keeps the scripts in order', () => {
    const html = renderToStaticMarkup(withoutModulePreloads(scriptsOutput(['/a.js', '/b.js'])));
    expect(html).not.toContain('<link');
    expect(html).toBe(
      '<script>window.__context = 1;</script><script type="module" async="">import("/entry.js");</script>',
    );
  });

  it('keeps any other element, and what is not an element', () => {
    const stylesheet = <link rel="stylesheet" href="/app.css" />;
    expect(withoutModulePreloads(stylesheet)).toBe(stylesheet);
    expect(withoutModulePreloads(null)).toBeNull();
    expect(withoutModulePreloads('text')).toBe('text');
    const html = renderToStaticMarkup(
      withoutModulePreloads(
        <>
          {stylesheet}
          <link rel="modulepreload" href="/x.js" />
        </>,
      ),
    );
    expect(html).toBe('<link rel="stylesheet" href="/app.css"/>');
  });
});
