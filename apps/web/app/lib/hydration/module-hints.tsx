/** The id of the element the page's module preload hints are appended to (ModuleHints). */
export const MODULE_HINTS_ID = 'module-hints';

const NO_CHILDREN = { __html: '' };

/**
 * Where the inline loader appends its `<link rel="modulepreload">` hints once the page has painted
 * (deferred-modules.server.ts): an empty element whose children neither renderer ever writes
 * (`dangerouslySetInnerHTML`), so the takeover leaves them in place. Appended to <head>, which both
 * renderers own, the takeover removed every hint (~40 on a member's feed) as nodes the browser's render
 * does not have, and Vite's preload helper, finding no link for a module, then inserted a second one for
 * each already-loaded module a lazy chunk imports (~15 on `/updates/`, a 52 ms task at a 10× CPU
 * slowdown, half of it inserting links). `modulepreload` links are allowed in <body>.
 */
export function ModuleHints() {
  return <div hidden id={MODULE_HINTS_ID} dangerouslySetInnerHTML={NO_CHILDREN} />;
}
