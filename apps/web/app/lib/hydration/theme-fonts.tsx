import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import type { WebFontFamily } from '@stride/shared';
import arimo400 from '../../fonts/arimo-latin-400-subset.woff2?url';
import arimo700 from '../../fonts/arimo-latin-700-subset.woff2?url';
import plex400 from '../../fonts/ibm-plex-sans-latin-400-subset.woff2?url';
import plex700 from '../../fonts/ibm-plex-sans-latin-700-subset.woff2?url';
import merriweather400 from '../../fonts/merriweather-latin-400-subset.woff2?url';
import merriweather700 from '../../fonts/merriweather-latin-700-subset.woff2?url';
import themeFontsUrl from '../../theme-fonts.css?url';
import { inOwnTask } from './after-paint';

/** Local storage: a theme font has loaded in this browser (not personal data: a cache hint). */
export const THEME_FONTS_LOADED_KEY = 'stride.themeFontsLoaded';

/**
 * Holds the address of the theme fonts' stylesheet, which the link gets only in a browser that has
 * loaded a theme font before (ENABLE_CACHED_THEME_FONTS); elsewhere the fonts are loaded by script
 * (loadThemeFont), so nothing is requested before the first paint (decisions 039, 047, 049).
 */
export const CACHED_SHEET_ATTRIBUTE = 'data-cached-sheet';

/**
 * Runs where the stylesheet is parsed: a browser that has loaded a theme font before (its files are
 * immutable, so in the HTTP cache) links the sheet at once — a parser-created link in <head>, so the
 * first paint waits for it as for any stylesheet — and paints in the theme font straight away.
 */
export const ENABLE_CACHED_THEME_FONTS = `try{if(localStorage.getItem(${JSON.stringify(
  THEME_FONTS_LOADED_KEY,
)})){var l=document.querySelector("link[${CACHED_SHEET_ATTRIBUTE}]");l.href=l.getAttribute("${CACHED_SHEET_ATTRIBUTE}")}}catch(e){}`;

/** The files of each theme family (theme-fonts.css declares the same ones for the cached sheet). */
const THEME_FONT_FILES: Readonly<Record<WebFontFamily, readonly (readonly [weight: string, url: string])[]>> =
  {
    Arimo: [
      ['400', arimo400],
      ['700', arimo700],
    ],
    Merriweather: [
      ['400', merriweather400],
      ['700', merriweather700],
    ],
    'IBM Plex Sans': [
      ['400', plex400],
      ['700', plex700],
    ],
  };

/** Whether the inline script linked the sheet in this document: read once, at the first client render. */
let sheetLinkedBeforePaint: boolean | undefined;
function cachedSheetLinked(): boolean {
  sheetLinkedBeforePaint ??= Boolean(
    document.querySelector(`link[${CACHED_SHEET_ATTRIBUTE}]`)?.getAttribute('href'),
  );
  return sheetLinkedBeforePaint;
}

/** Families loaded (or loading) by script in this document. */
const loading = new Map<WebFontFamily, Promise<void>>();

/**
 * Loads a theme family's files and only then adds them to the document's fonts, all weights at once
 * (decision 049): the page is laid out again once, when the font is ready. Linking theme-fonts.css after
 * the paint laid the whole page out twice — when its rules applied (the text then waits for a pending
 * font) and when the files arrived — which on a member's feed was the page's longest task after the
 * takeover. Nothing to do where the cached sheet is linked (it declares every family), or without the
 * CSS Font Loading API; a failed download leaves the page in the font the theme stands for.
 */
export function loadThemeFont(family: WebFontFamily): Promise<void> {
  const existing = loading.get(family);
  if (existing) return existing;
  if (cachedSheetLinked() || typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  const faces = THEME_FONT_FILES[family].map(
    ([weight, url]) => new FontFace(family, `url(${url})`, { weight, style: 'normal', display: 'swap' }),
  );
  const done = Promise.all(faces.map((face) => face.load())).then(
    () => {
      for (const face of faces) document.fonts.add(face);
      try {
        localStorage.setItem(THEME_FONTS_LOADED_KEY, '1');
      } catch {
        // Private mode: the next page loads the font by script again, as a first visit does.
      }
    },
    () => {
      loading.delete(family);
    },
  );
  loading.set(family, done);
  return done;
}

/** Loads `family` once the component has rendered (SiteTheme, SyndicateTheme): after the takeover. */
export function useThemeFont(family: WebFontFamily | null | undefined): void {
  useEffect(() => {
    // Its stylesheet rules and font requests start in a task of their own, not among the takeover's effects.
    if (family) return inOwnTask(() => void loadThemeFont(family));
  }, [family]);
}

/**
 * The syndicate theme fonts' stylesheet (theme-fonts.css), in <head> (decisions 039, 049).
 *
 * Written without an href, the address in `data-cached-sheet`: on a first visit nothing of it is
 * requested — the page paints in the font the theme stands for (Georgia, Arial, Helvetica:
 * components/brand/syndicate-theme.tsx) and the theme components load their web font by script after
 * the takeover (useThemeFont). A browser that has loaded a theme font before links the sheet before the
 * first paint (`ENABLE_CACHED_THEME_FONTS`, remembered in local storage): the files come from its cache,
 * so a returning visitor sees no swap. The client's render keeps the href where the script set it.
 */
export function ThemeFontsStylesheet() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // The browser's render repeats the href the inline script gave the link, so that it describes the
  // document as it is: the takeover hydrates and keeps attributes as they are (decision 050), and its
  // journey fails on any attribute the browser's render would not write (a render() takeover removed it).
  const href = typeof document !== 'undefined' && cachedSheetLinked() ? themeFontsUrl : undefined;
  return (
    <>
      <link rel="stylesheet" href={href} {...{ [CACHED_SHEET_ATTRIBUTE]: themeFontsUrl }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENABLE_CACHED_THEME_FONTS }} />
    </>
  );
}
