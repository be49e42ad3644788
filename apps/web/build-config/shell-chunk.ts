import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What rolldown's chunking context offers a group's `name()`: the module graph, read-only. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * One chunk for the code a whole family of pages runs before it is interactive (decision 032): `shell`
 * for every page, `layout` for the default layout's pages.
 *
 * Left to itself, rolldown splits the modules shared by React Router's route entries into one chunk per
 * set of importers: ~45 files of 0.1–2 KiB on a public page, each gzipped on its own (a header, and no
 * dictionary shared with its neighbours). Everything statically reachable from the client entry and the
 * root route is needed by every page anyway, so it is put in one chunk: fewer requests and a better
 * compression ratio, and no page loads a byte it did not load before. The same goes for the default
 * layout's modules on the pages inside it (the chat layouts share its bottom menu, and load it all).
 *
 * `roots` are absolute paths of the modules whose static import closure forms the shell; `keepOut` stay in
 * their own chunk. The client entry must: React Router's inline script imports the route modules first
 * (the shell with them) and only then sets window.__reactRouterRouteModules and imports the entry — the
 * entry's code inside the shell ran before that, and the takeover failed. Only the app's own
 * modules and the framework are captured: `@stride/shared` is one barrel whose unused modules tree-shaking
 * drops (zod and every form schema), and following its imports would ship all of them to every page.
 * Nor is a module something imports with `import()`: it is meant to load later (a static import of it
 * may be there only for the server, and tree-shaken away in the browser).
 */
export function closureChunkName(
  name: string,
  roots: string[],
  keepOut: string[] = [],
): (id: string, ctx: ChunkingContext) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    members ??= staticClosure(
      roots.map((root) => path.resolve(root)),
      ctx,
    );
    return members.has(id) && !keepOut.includes(id) ? name : null;
  };
}

/** Every module reachable from `roots` through static imports (dynamic imports stay separate chunks). */
export function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const captured = (id: string) =>
    !/[\\/]packages[\\/]shared[\\/]/.test(id) &&
    (!/[\\/]node_modules[\\/]/.test(id) || /[\\/]node_modules[\\/](preact|react-router)[\\/]/.test(id));
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || !captured(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info || info.dynamicImporters.length > 0) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * One chunk for the modules at least `minPages` of `roots` (the public pages' route modules) import
 * statically, apart from those an earlier group took: rolldown would make one file per set of importers —
 * a dozen files of 0.1–1 KiB (typography, page header, rich text…) on each public page. A page may load a
 * few hundred bytes it does not use in exchange, so only what most pages use is grouped (decision 032).
 */
export function sharedChunkName(
  name: string,
  roots: string[],
  minPages = 2,
): (id: string, ctx: ChunkingContext) => string | null {
  let shared: Set<string> | null = null;
  return (id, ctx) => {
    if (!shared) {
      const counts = new Map<string, number>();
      for (const root of roots) {
        for (const member of staticClosure([path.resolve(root)], ctx)) {
          if (!roots.includes(member)) counts.set(member, (counts.get(member) ?? 0) + 1);
        }
      }
      shared = new Set([...counts].filter(([, count]) => count >= minPages).map(([member]) => member));
    }
    return shared.has(id) ? name : null;
  };
}

interface ChunkingContextWithCode {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[]; code: string | null } | null;
}

/**
 * The `@stride/shared` modules that `roots`' static closure imports, by the names in its
 * `import { … } from '@stride/shared'` matched against each module's `export`s (the barrel is
 * `export * from './x.js'` lines).
 */
export function sharedModulesUsedBy(
  roots: string[],
  sharedIndex: string,
  ctx: ChunkingContextWithCode,
): Set<string> {
  const dir = path.dirname(sharedIndex);
  const fileOf = new Map<string, string>();
  for (const match of readFileSync(sharedIndex, 'utf8').matchAll(/export \* from '(\.[^']+)\.js'/g)) {
    const file = path.join(dir, `${match[1]}.ts`);
    if (!existsSync(file)) continue;
    for (const name of readFileSync(file, 'utf8').matchAll(
      /export (?:async )?(?:const|function|class|let|enum) (\w+)/g,
    )) {
      fileOf.set(name[1]!, file);
    }
  }
  const used = new Set<string>();
  for (const id of staticClosure(roots, ctx)) {
    const code = ctx.getModuleInfo(id)?.code ?? '';
    for (const imported of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@stride\/shared['"]/g)) {
      for (const part of imported[1]!.split(',')) {
        const file = fileOf.get(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
        if (file) used.add(file);
      }
    }
  }
  return used;
}

/**
 * `@stride/shared` is one `export *` barrel: a group capturing a module that imports it also captures,
 * as dependencies, the shared modules other chunks use — the shell shipped the relative-time and
 * Dublin-time rules members' pages need. Each shared module without imports of its own that `roots`
 * do not import gets a chunk of its own first, as rolldown's own splitting would have done.
 */
export function sharedElsewhereName(
  roots: string[],
  sharedIndex: string,
): (id: string, ctx: ChunkingContext) => string | null {
  let used: Set<string> | null = null;
  const dir = path.dirname(sharedIndex);
  return (id, ctx) => {
    if (!id.startsWith(dir) || id === sharedIndex) return null;
    const withCode = ctx as ChunkingContextWithCode;
    used ??= sharedModulesUsedBy(
      roots.map((root) => path.resolve(root)),
      sharedIndex,
      withCode,
    );
    const leaf = (withCode.getModuleInfo(id)?.importedIds.length ?? 1) === 0;
    return leaf && !used.has(id) ? `shared-${path.basename(id, '.ts')}` : null;
  };
}
