/**
 * V8's explicit compile hint (decision 042): a chunk that starts with `//# allFunctionsCalledOnLoad` has
 * every function compiled while the script streams in, on a background thread, instead of lazily on the
 * main thread the first time each one is called.
 *
 * Why: on a first visit (no code cache) the takeover is the first call of nearly every function in the
 * shell (Preact, React Router) and in the page's route modules, so V8 compiled them one by one inside the
 * takeover's task — the longest task after the first paint, and what Lighthouse's blocking time counted.
 * Only the code the takeover runs gets the hint: the client entry, the route modules and what they import
 * statically. What loads later through `import()` (dialogs, the video player, realtime) keeps V8's lazy
 * compilation, so a visitor never pays to compile code they may never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of an output chunk this needs (rolldown's OutputChunk has them). */
export interface ChunkForHints {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  code: string;
  map?: { mappings: string } | null;
}

/** Any entry of the output bundle: a chunk, or an asset (a source map is one). */
export type BundleEntry = ChunkForHints | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** The app's modules whose code the takeover runs: the client entry, the root route, layouts and routes. */
const TAKEOVER_MODULE = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|layouts[\\/]|routes[\\/])/;

/**
 * The chunks the takeover runs: those whose facade is a takeover module (the client entry, the root,
 * layouts and routes), and every chunk they import statically.
 */
export function chunksTheTakeoverRuns(bundle: Record<string, BundleEntry>): Set<string> {
  const chunks = new Map<string, ChunkForHints>();
  for (const entry of Object.values(bundle)) if (entry.type === 'chunk') chunks.set(entry.fileName, entry);
  const hinted = new Set<string>();
  const visit = (fileName: string) => {
    if (hinted.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    hinted.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) {
    if (chunk.facadeModuleId && TAKEOVER_MODULE.test(chunk.facadeModuleId)) visit(chunk.fileName);
  }
  return hinted;
}

/**
 * Puts the compile hint at the top of each chunk in `fileNames`. Its source map (when the build writes
 * one) starts with an empty line for it, so every mapping still points at its own code.
 */
export function addCompileHints(bundle: Record<string, BundleEntry>, fileNames: Set<string>): void {
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}
