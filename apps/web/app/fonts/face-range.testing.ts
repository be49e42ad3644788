/**
 * Reads the code points a stylesheet's `@font-face` claims (its `unicode-range`), for the tests of the
 * split Latin Inter (decision 059): the unit test checks the files against it, the browser journey which
 * file a page fetches. Test support only; no page imports it.
 */

/** The code points of a CSS `unicode-range` value (`U+0000-00FF, U+0131, …`). */
function unicodeRange(value: string): Set<number> {
  const points = new Set<number>();
  for (const [, from, to] of value.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi))
    for (let c = parseInt(from!, 16); c <= parseInt(to ?? from!, 16); c += 1) points.add(c);
  return points;
}

/** The unicode-range of the `@font-face` in `css` whose src names `file`. */
export function faceRange(css: string, file: string): Set<number> {
  const face = [...css.matchAll(/@font-face\s*{[^}]*}/g)].find(([rule]) => rule.includes(file));
  if (!face) throw new Error(`no @font-face for ${file}`);
  return unicodeRange(/unicode-range:([^;]+);/.exec(face[0])![1]!);
}
