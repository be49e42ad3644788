/**
 * Where the page runs (SPEC §1: web, android, ios), for the app-download banner: the wrapper bridge's
 * stored environment (lib/native), which the wrappers set on first load.
 */
export { currentEnvironment as storedEnvironment } from '../../lib/native/environment';
