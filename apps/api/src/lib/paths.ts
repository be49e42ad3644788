/**
 * Filesystem locations that must not depend on the current working directory
 * (npm workspaces run scripts from the package folder, the README from the repo root).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (three levels above apps/api/src|dist/lib). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** DATA_DIR when configured (relative paths are taken from the repo root), else `<repo>/data`. */
export function resolveDataDir(configured?: string): string {
  if (!configured) return path.join(REPO_ROOT, 'data');
  return path.isAbsolute(configured) ? configured : path.join(REPO_ROOT, configured);
}
