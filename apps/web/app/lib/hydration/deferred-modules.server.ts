import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { MODULE_HINTS_ID } from './module-hints';

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
 * The function React Router 7's `<ScrollRestoration>` writes into every page, as its `toString()`
 * (whitespace aside): it restores the scroll position of a history entry before the first paint.
 */
export const RESTORE_SCROLL = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })`;
/**
 * The same steps minified by hand (300 bytes less on every page). A new entry's state also gets `idx: 0`,
 * the index React Router's browser history gives the entry it starts on: without it, the history replaced
 * the state again inside the takeover's task (`replaceState` is slow: ~7 ms there at a 4× CPU slowdown).
 */
const RESTORE_SCROLL_MIN =
  '(function(k,r){var h=window.history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");' +
  'try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[r||h.state.key];if(typeof y==="number")window.scrollTo(0,y)}' +
  'catch(e){console.error(e);sessionStorage.removeItem(k)}})';
/** Its call: the storage key and the restore key, JSON (React Router HTML-escapes them too). */
const RESTORE_SCROLL_CALL = /\(("(?:[^"\\<>&]|\\.)*"), (null|"(?:[^"\\<>&]|\\.)*")\)$/;
const collapse = (source: string) => source.replace(/\s+/g, ' ');
/** React Router's context script: its JSON, then the stream the hydration data chunks are written to. */
const CONTEXT_START = 'window.__reactRouterContext = ';
const CONTEXT_STREAM =
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const CONTEXT_STREAM_MIN =
  '(function(c){c.stream=new ReadableStream({start(s){c.streamController=s}}).pipeThrough(new TextEncoderStream())})(window.__reactRouterContext);';
/** Classic scripts that may be rewritten: a hydration data chunk, the scroll restoration, the context. */
const CLASSIC_PREFIXES = [ENQUEUE, RESTORE_SCROLL.slice(0, 14), CONTEXT_START];

/**
 * What runs once the page has painted: modulepreload hints for the modules of the entry and of the
 * matched routes (from the inline route manifest, so they download in parallel as React Router's own
 * hints did; one per task from the paint's on), then the route modules; once they are in, React Router's
 * assignments run and the client entry loads. (The theme fonts, once a stylesheet linked here, load by
 * script after the takeover: lib/hydration/theme-fonts.tsx, decision 049.)
 * Minified by hand: it is part of every page's HTML. `routeIds` are the matched routes in order. With
 * `modules.fromManifest` the route modules and the entry are the manifest's own (`module` of each matched
 * route, of the entry) and the route-modules object is built from `routeIds`, instead of writing each
 * URL and React Router's assignment a second time; otherwise `names` and `imports` are React Router's
 * `routeN` variables and their modules, `rest` its assignments.
 */
function loaderSource(
  nonce: string,
  routeIds: string[],
  modules:
    | { fromManifest: true }
    | { fromManifest: false; names: string[]; imports: string[]; rest: string; entry: string },
): string {
  const preload = modules.fromManifest
    ? `var m=w.__reactRouterManifest,h=new Set,R=${JSON.stringify(routeIds)};h.add(m.entry.module);m.entry.imports.forEach(h.add,h);` +
      `R.forEach(function(i){var r=m.routes[i];h.add(r.module);(r.imports||[]).forEach(h.add,h)});`
    : `var m=w.__reactRouterManifest,h=new Set;if(m){h.add(m.entry.module);m.entry.imports.forEach(h.add,h);` +
      `${JSON.stringify(routeIds)}.forEach(function(i){var r=m.routes[i];if(r){h.add(r.module);(r.imports||[]).forEach(h.add,h)}})}`;
  // One hint per task: a modulepreload link costs its insertion 1–4 ms while the page loads, and a
  // dozen in the paint's task made it one of the longest after the first paint (4–32 ms here). Into the
  // element the takeover leaves alone (ModuleHints), so the hints outlive it; <head> without one.
  const hints =
    `var q=[...h];(function n(u){if(u=q.shift()){var l=d.createElement("link");l.rel="modulepreload";l.href=u;` +
    `l.nonce=${JSON.stringify(nonce)};(d.getElementById(${JSON.stringify(MODULE_HINTS_ID)})||d.head).append(l);setTimeout(n)}})();`;
  const load = modules.fromManifest
    ? `Promise.all(R.map(function(i){return import(m.routes[i].module)})).then(function(a){` +
      `var o={};R.forEach(function(i,j){o[i]=a[j]});w.__reactRouterRouteModules=o;return import(m.entry.module)})`
    : `Promise.all([${modules.imports.map((i) => `import(${i})`).join(',')}]).then(function(a){` +
      `${modules.names.map((n, i) => `var ${n}=a[${i}];`).join('')}\n${modules.rest.trim()}\nreturn import(${modules.entry})})`;
  const preloadAndLoad = `${preload}${hints}${load}`;
  // The frame after the first contentful paint (the paint timeline can report it a frame before the
  // trace's own paint event); without a paint timeline, the frame after the next animation frame; a
  // hidden tab paints nothing, so it loads at once; a safety timeout either way.
  return (
    `(function(w,d){var s=0;function go(){if(s++)return;${preloadAndLoad}}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(d.visibilityState==="hidden")return go();setTimeout(go,${FIRST_PAINT_SAFETY_MS});` +
    `var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}` +
    `else later()})(window,document);`
  );
}

/** The parts of React Router's inline route manifest this transform reads. */
interface Manifest {
  entry?: Record<string, unknown>;
  routes?: Record<string, Record<string, unknown>>;
}

/** An empty list the client reads as absent: a route's or the entry's `css`, a route's `imports`. */
const isEmptyList = (name: string, value: unknown, inRoute: boolean) =>
  Array.isArray(value) && value.length === 0 && (name === 'css' || (inRoute && name === 'imports'));

/**
 * React Router's partial route manifest without what the client reads as absent anyway: each route's
 * `id` (its key; put back by the inline script), its `false` flags (`hasAction`, `hasClientLoader`…
 * are only ever tested for truth) and empty `css` / `imports` lists (React Router tests `route.css` and
 * `route.imports` before using them, and an empty list adds nothing; the entry's `css` is never read,
 * its `imports` always are). About 150 bytes per route in every page.
 */
export function compactManifest<T extends Manifest>(manifest: T): T {
  const entry = manifest.entry && {
    entry: Object.fromEntries(
      Object.entries(manifest.entry).filter(([name, value]) => !isEmptyList(name, value, false)),
    ),
  };
  if (!manifest.routes) return { ...manifest, ...entry };
  const routes: Record<string, Record<string, unknown>> = {};
  for (const [key, route] of Object.entries(manifest.routes)) {
    routes[key] = Object.fromEntries(
      Object.entries(route).filter(
        ([name, value]) =>
          value !== false && !(name === 'id' && value === key) && !isEmptyList(name, value, true),
      ),
    );
  }
  return { ...manifest, ...entry, routes };
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
  let parsed: Manifest | null = null;
  const manifest = MANIFEST.exec(rest);
  if (manifest?.[1]) {
    rest = rest.replace(manifest[0], '');
    let json = manifest[1];
    try {
      parsed = JSON.parse(json) as Manifest;
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
  // React Router's imports and assignment say again what the manifest says: the loader then reads them
  // from the manifest (only when they say exactly that).
  const assignment = `window.__reactRouterRouteModules = {${routeIds.map((id, i) => `${JSON.stringify(id)}:${names[i]}`).join(',')}};`;
  const fromManifest =
    parsed !== null &&
    routeIds.length === names.length &&
    rest.trim() === assignment &&
    entry[1] === JSON.stringify(parsed.entry?.module) &&
    routeIds.every((id, i) => imports[i] === JSON.stringify(parsed?.routes?.[id]?.module));
  const modules = fromManifest
    ? ({ fromManifest: true } as const)
    : ({ fromManifest: false, names, imports, rest, entry: entry[1]! } as const);
  return `${bare.join('')}${manifestStatement}${loaderSource(nonce, routeIds, modules)}`;
}

/**
 * Characters a single-quoted literal in an inline script must escape: its quote and backslash, line
 * terminators and control characters, and `<` — with no `<` in it, the script's text can never hold
 * `</script` or `<!--`, so `>` and `&` (script text has no character references) need no escape.
 */
const LITERAL_ESCAPES = /[\\'<\u2028\u2029]|[^ -\uffff]/g; // the last: U+0000–U+001F

/**
 * React Router's hydration data chunk with its JSON string as a single-quoted literal (decision 039).
 *
 * React Router writes `enqueue("…")` with `JSON.stringify`, so every `"` of the turbo-stream payload is
 * sent as `\"` — about 10 % of the payload (590 bytes of home's 6 KB). In single quotes those need no
 * escape; `'` and `\` do, and `<` is written `\x3c` (U+2028/2029 and control characters as `\uXXXX`),
 * so the script can never close early. Same string at run time. A body of another shape is returned as is.
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
    c === '\\' || c === "'"
      ? `\\${c}`
      : c === '<'
        ? '\\x3c'
        : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${ENQUEUE}'${literal}');`;
}

/**
 * React Router's context script without what its client reads as absent anyway — the `false` future
 * flags and `isSpaMode: false` (tested only for truth, like the manifest's flags) — and its stream set
 * up in fewer bytes (same statements). A script of another shape is returned as is.
 */
export function compactRouterContext(body: string): string {
  if (!body.startsWith(CONTEXT_START) || !body.endsWith(`;${CONTEXT_STREAM}`)) return body;
  let context: unknown;
  try {
    context = JSON.parse(body.slice(CONTEXT_START.length, -CONTEXT_STREAM.length - 1));
  } catch {
    return body;
  }
  if (typeof context !== 'object' || context === null || Array.isArray(context)) return body;
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (key === 'isSpaMode' && value === false) continue;
    compact[key] =
      key === 'future' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([, flag]) => flag !== false))
        : value;
  }
  // JSON in a script: `<` escaped as React Router does, so no value can close it.
  const json = JSON.stringify(compact).replace(/</g, '\\u003c');
  return `window.__reactRouterContext=${json};${CONTEXT_STREAM_MIN}`;
}

/**
 * React Router's scroll restoration script with its function minified: the same statements with short
 * names and no indentation. Only the exact function React Router 7 writes is replaced (a new version's
 * function passes unchanged), and its arguments are kept as written.
 */
export function leanScrollRestoration(body: string): string {
  const call = RESTORE_SCROLL_CALL.exec(body);
  if (!call || collapse(body.slice(0, call.index)).trim() !== collapse(RESTORE_SCROLL)) return body;
  return `${RESTORE_SCROLL_MIN}(${call[1]},${call[2]})`;
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
      // A classic script is rewritten only when it is (or may yet be) a hydration data chunk or the
      // scroll restoration.
      const candidate = CLASSIC_PREFIXES.some((prefix) => {
        const head = input.slice(close + 1, close + 1 + prefix.length);
        return prefix.startsWith(head) && (head.length === prefix.length || !final);
      });
      if (!module && !candidate) {
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
        : compactRouterContext(leanScrollRestoration(singleQuotedEnqueue(body)));
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
