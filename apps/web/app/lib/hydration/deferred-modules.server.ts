import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const PRELOAD_TAG = '<link rel="modulepreload"';
const SCRIPT_TAG = '<script';
const SCRIPT_END = '</script>';
/**
 * React Router marks every `<Link>` for lazy route discovery; it reads the mark only once the client has
 * rendered, and the client's render writes it again: in the server's HTML it is 21 bytes per link.
 */
const DISCOVER_MARK = ' data-discover="true"';
/** Only React Router's route-modules script is rewritten (the one that assigns the route modules). */
const ROUTE_MODULES_MARK = 'window.__reactRouterRouteModules';
/** How long a visible page waits for its first contentful paint before loading the modules anyway. */
export const FIRST_PAINT_SAFETY_MS = 3_000;

const STAR_IMPORT = /import \* as (\w+) from ("[^"\n]+");/g;
const BARE_IMPORT = /import ("[^"\n]+");/g;
const ENTRY_IMPORT = /import\(("[^"\n]+")\);\s*$/;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});(?=\s*window\.__reactRouterRouteModules)/;
const NONCE = /\snonce="([^"]*)"/;
const ENQUEUE = 'window.__reactRouterContext.streamController.enqueue(';

/**
 * What runs once the page has painted: modulepreload hints for the modules of the entry and of the
 * matched routes (from the inline route manifest, so they download in parallel as React Router's own
 * hints did), then the route modules; once they are in, the stylesheets kept off the first paint
 * (`data-after-paint`, the theme fonts: lib/hydration/theme-fonts.tsx) are enabled, then React
 * Router's assignments run and the client entry loads.
 * Minified by hand: it is part of every page's HTML. `routeIds` are the matched routes in order, `names`
 * and `imports` React Router's `routeN` variables and their modules, `rest` its assignments.
 */
function loaderSource(
  nonce: string,
  routeIds: string[],
  names: string[],
  imports: string[],
  rest: string,
  entry: string,
): string {
  const preload =
    `var m=w.__reactRouterManifest,h=new Set;if(m){h.add(m.entry.module);m.entry.imports.forEach(h.add,h);` +
    `${JSON.stringify(routeIds)}.forEach(function(i){var r=m.routes[i];if(r){h.add(r.module);(r.imports||[]).forEach(h.add,h)}})}` +
    `h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=${JSON.stringify(nonce)};d.head.appendChild(l)});`;
  const load =
    `Promise.all([${imports.map((i) => `import(${i})`).join(',')}]).then(function(a){` +
    `d.querySelectorAll("link[data-after-paint]").forEach(function(l){l.media="all"});` +
    `${names.map((n, i) => `var ${n}=a[${i}];`).join('')}\n${rest.trim()}\nreturn import(${entry})})`;
  // The frame after the first contentful paint (the paint timeline can report it a frame before the
  // trace's own paint event); without a paint timeline, the frame after the next animation frame; a
  // hidden tab paints nothing, so it loads at once; a safety timeout either way. The late stylesheets
  // (theme fonts) are enabled once the route modules have arrived: their font files then start well
  // after the paint, not in the same frame as a largest paint that follows the first.
  return (
    `(function(w,d){var s=0;function go(){if(s++)return;${preload}${load}}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(d.visibilityState==="hidden")return go();setTimeout(go,${FIRST_PAINT_SAFETY_MS});` +
    `var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}` +
    `else later()})(window,document);`
  );
}

/**
 * React Router's partial route manifest without what the client reads as absent anyway: each route's
 * `id` (its key; put back by the inline script) and its `false` flags (`hasAction`, `hasClientLoader`…
 * are only ever tested for truth). About 140 bytes per route in every page.
 */
export function compactManifest<T extends { routes?: Record<string, Record<string, unknown>> }>(
  manifest: T,
): T {
  if (!manifest.routes) return manifest;
  const routes: Record<string, Record<string, unknown>> = {};
  for (const [key, route] of Object.entries(manifest.routes)) {
    routes[key] = Object.fromEntries(
      Object.entries(route).filter(([name, value]) => value !== false && !(name === 'id' && value === key)),
    );
  }
  return { ...manifest, routes };
}

/**
 * Rewrites the body of React Router's inline module script so that nothing is fetched before the first
 * contentful paint (decision 039). The static `import * as routeN` statements become `import()`s run
 * after the paint, the manifest and route-module assignments run once they resolve, then the entry.
 * The manifest is re-serialised without its indentation. A body of another shape is returned unchanged.
 */
export function deferRouteModulesScript(body: string, nonce: string): string {
  const entry = ENTRY_IMPORT.exec(body);
  if (!entry || !body.includes(ROUTE_MODULES_MARK)) return body;
  const names: string[] = [];
  const imports: string[] = [];
  let rest = body.slice(0, entry.index).replace(STAR_IMPORT, (_all, name: string, spec: string) => {
    names.push(name);
    imports.push(spec);
    return '';
  });
  // Side-effect imports (development's HMR runtime) stay static, ahead of everything.
  const bare: string[] = [];
  rest = rest.replace(BARE_IMPORT, (all: string) => {
    bare.push(all);
    return '';
  });
  rest = rest.replace(/^[\s;]+/, '');
  // The manifest assignment needs no module: it runs at once, so the preloads can read it.
  let manifestStatement = '';
  let routeIds: string[] = [];
  const manifest = MANIFEST.exec(rest);
  if (manifest?.[1]) {
    rest = rest.replace(manifest[0], '');
    let json = manifest[1];
    try {
      const parsed = JSON.parse(json) as { routes?: Record<string, Record<string, unknown>> };
      json = JSON.stringify(compactManifest(parsed));
      const assignments = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(rest)?.[1] ?? '';
      routeIds = [...assignments.matchAll(/("(?:[^"\\]|\\.)*"):\w+/g)].map(
        (m) => JSON.parse(m[1]!) as string,
      );
    } catch {
      // Not JSON after all: keep it as it was; only the modules React Router imports load.
    }
    // A route's id is its key: the compact manifest leaves it out and this puts it back.
    manifestStatement = `window.__reactRouterManifest=${json};(function(r){for(var k in r)r[k].id=k})(window.__reactRouterManifest.routes||{});`;
  }
  return `${bare.join('')}${manifestStatement}${loaderSource(nonce, routeIds, names, imports, rest, entry[1]!)}`;
}

/** Characters a single-quoted literal in an inline script must escape (and `<>&` as React Router does). */
const LITERAL_ESCAPES = /[\\'<>&\u2028\u2029]|[^ -\uffff]/g; // the last: U+0000–U+001F

/**
 * React Router's hydration data chunk with its JSON string as a single-quoted literal (decision 039).
 *
 * React Router writes `enqueue("…")` with `JSON.stringify`, so every `"` of the turbo-stream payload is
 * sent as `\"` — about 10 % of the payload (590 bytes of home's 6 KB). In single quotes those need no
 * escape; `'` and `\` do, and `<`, `>`, `&`, U+2028/2029 stay escaped as React Router escapes them, so
 * the script can never close early. Same string at run time. A body of another shape is returned as is.
 */
export function singleQuotedEnqueue(body: string): string {
  if (!body.startsWith(ENQUEUE) || !body.endsWith(');')) return body;
  let value: unknown;
  try {
    value = JSON.parse(body.slice(ENQUEUE.length, -2));
  } catch {
    return body;
  }
  if (typeof value !== 'string') return body;
  const literal = value.replace(LITERAL_ESCAPES, (c) =>
    c === '\\' || c === "'" ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${ENQUEUE}'${literal}');`;
}

/** The longest end of `text` that is the start of `needle` (a tag the next chunk may complete). */
function partialSuffix(text: string, needle: string): number {
  for (let keep = Math.min(needle.length - 1, text.length); keep > 0; keep -= 1) {
    if (text.endsWith(needle.slice(0, keep))) return keep;
  }
  return 0;
}

/**
 * Loads the page's JavaScript only after its first contentful paint, as the HTML streams out (decision
 * 039, replacing decision 037's low-priority preloads).
 *
 * Every public page is complete and usable without JavaScript (links are links, forms post) and the
 * client takes over after the paint anyway, so nothing of it should be fetched before: React Router's
 * `<link rel="modulepreload">` tags are removed and its inline module script is rewritten to wait for
 * the paint, then add the same preload hints and import the route modules and the entry
 * (`deferRouteModulesScript`), and the links' lazy-discovery marks are left to the client's render
 * (`DISCOVER_MARK`). Lighthouse's simulation counts every request that finished before the
 * observed paint as holding it up; requests that start after it are not. React Router writes these
 * tags itself with no option for this, so the bytes are rewritten here; a tag or script split across
 * chunks of the stream is carried over to the next one, and UTF-8 characters split across chunks are
 * decoded whole.
 */
export function deferredModules(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';

  /** Output for `input`, keeping in `carry` what a later chunk may complete. */
  const rewrite = (input: string, final: boolean): string => {
    let out = '';
    let from = 0;
    for (;;) {
      const link = input.indexOf(PRELOAD_TAG, from);
      const script = input.indexOf(SCRIPT_TAG, from);
      const discover = input.indexOf(DISCOVER_MARK, from);
      const found = [link, script, discover].filter((i) => i !== -1);
      const at = found.length ? Math.min(...found) : -1;
      if (at === -1) {
        const keep = final
          ? 0
          : Math.max(
              partialSuffix(input, PRELOAD_TAG),
              partialSuffix(input, SCRIPT_TAG),
              partialSuffix(input, DISCOVER_MARK),
            );
        out += input.slice(from, input.length - keep);
        carry = input.slice(input.length - keep);
        return out;
      }
      out += input.slice(from, at);
      if (at === discover) {
        from = at + DISCOVER_MARK.length; // dropped
        continue;
      }
      const close = input.indexOf('>', at);
      if (close === -1) {
        if (final) out += input.slice(at);
        carry = final ? '' : input.slice(at);
        return out;
      }
      if (at === link) {
        from = close + 1; // dropped
        continue;
      }
      const open = input.slice(at, close + 1);
      const module = open.includes('type="module"');
      // A classic script is rewritten only when it is (or may yet be) a hydration data chunk.
      const head = input.slice(close + 1, close + 1 + ENQUEUE.length);
      if (!module && !(ENQUEUE.startsWith(head) && (head.length === ENQUEUE.length || !final))) {
        out += open;
        from = close + 1;
        continue;
      }
      const end = input.indexOf(SCRIPT_END, close + 1);
      if (end === -1) {
        if (final) out += input.slice(at);
        carry = final ? '' : input.slice(at);
        return out;
      }
      const body = input.slice(close + 1, end);
      const rewritten = module
        ? deferRouteModulesScript(body, NONCE.exec(open)?.[1] ?? '')
        : singleQuotedEnqueue(body);
      out += open + rewritten + SCRIPT_END;
      from = end + SCRIPT_END.length;
    }
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      callback(null, Buffer.from(rewrite(carry + text, false)));
    },
    flush(callback) {
      callback(null, Buffer.from(rewrite(carry + decoder.end(), true)));
    },
  });
}
