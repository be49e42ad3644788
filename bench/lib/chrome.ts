/**
 * Flags for the Debian Chromium the Lighthouse benches launch: headless, no sandbox (root in CI), and no
 * background traffic or work of its own (updates, sync, QUIC probes, its address-bar popup) to disturb
 * what is measured.
 */
import * as chromeLauncher from 'chrome-launcher';

/**
 * Chrome features the benches turn off. Since Chromium 151 the address bar's popup is a WebUI page that
 * Chrome pre-renders at start, headless included, in a renderer of its own; on this two-core machine that
 * renderer took ~1.5 s of CPU after launch and ~70 ms a second after that, beside the page Lighthouse
 * measures. Each of the two features starts one of its pages; with both off there is no such renderer
 * (checked with Chromium 156). Upstream Puppeteer turned the same two off by default in its PR #15278,
 * after the version pinned here.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The benches' flags; Puppeteer merges this `--disable-features` with its own. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Launches Chromium for Lighthouse with chrome-launcher's default flags and the benches'. Given two
 * `--disable-features`, Chrome reads only the last (checked with Chromium 156: the popup stayed when
 * ours came first), and chrome-launcher puts its own first, so the two lists are merged here into one
 * flag instead of ours silently replacing chrome-launcher's (Translate, MediaRouter, OptimizationHints, …).
 * Passing the defaults ourselves drops only chrome-launcher's `--disable-setuid-sandbox`, moot with
 * `--no-sandbox`.
 */
export function launchChrome(chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium') {
  const flags = [...chromeLauncher.Launcher.defaultFlags(), ...CHROME_FLAGS];
  const features = new Set(
    flags
      .filter((flag) => flag.startsWith(DISABLE_FEATURES))
      .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(',')),
  );
  return chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
      `${DISABLE_FEATURES}${[...features].join(',')}`,
    ],
  });
}
