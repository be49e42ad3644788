/**
 * Flags for the Debian Chromium the Lighthouse benches launch: headless, no sandbox (root in CI), and no
 * background traffic of its own (updates, sync, QUIC probes) to disturb what is measured.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
