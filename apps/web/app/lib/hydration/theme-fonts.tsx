import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import type { WebFontFamily } from '@stride/shared';
import arimo400 from '../../fonts/arimo-latin-400-subset.woff2?url';
import arimo700 from '../../fonts/arimo-latin-700-subset.woff2?url';
import plex400 from '../../fonts/ibm-plex-sans-latin-400-subset.woff2?url';
import plex700 from '../../fonts/ibm-plex-sans-latin-700-subset.woff2?url';
import merriweather400 from '../../fonts/merriweather-latin-400-subset.woff2?url';
import merriweather700 from '../../fonts/merriweather-latin-700-subset.woff2?url';
// The text face every page paints with unless a signed-in user's theme names another (Latin, subset: app.css).
import interLatinUrl from '../../fonts/inter-latin-core-wght-subset.woff2?url';
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

/** Marks the `<style>` in which the server declared the signed-in user's theme family (decision 058). */
export const DECLARED_FACES_ATTRIBUTE = 'data-theme-faces';

/** The family the server declared in this document (null: none), read once, at the first client render. */
let declaredFamily: WebFontFamily | null | undefined;
function documentDeclaredFamily(): WebFontFamily | null {
  if (declaredFamily === undefined) {
    // In <head> only: a visitor's document has none, and the whole page would be searched for it.
    const value = document.head
      .querySelector(`style[${DECLARED_FACES_ATTRIBUTE}]`)
      ?.getAttribute(DECLARED_FACES_ATTRIBUTE);
    declaredFamily = value && Object.hasOwn(THEME_FONT_FILES, value) ? (value as WebFontFamily) : null;
  }
  return declaredFamily;
}

/** A theme family's `@font-face` rules (both weights, `swap`), as theme-fonts.css declares them. */
export function themeFontFaceRules(family: WebFontFamily): string {
  return THEME_FONT_FILES[family]
    .map(
      ([weight, url]) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format('woff2')}`,
    )
    .join('');
}

/**
 * Starts loading the declared faces where the parser reaches them (decision 058): a face declared in CSS
 * starts only when a style recalculation first needs it, and its file, although preloaded, is then
 * decoded after the first layout has already used the stand-in — laying the page out again.
 */
export function loadDeclaredFaces(family: WebFontFamily): string {
  const weights = THEME_FONT_FILES[family].map(([weight]) => `${weight} 1em '${family}'`);
  return `try{${weights.map((font) => `document.fonts.load(${JSON.stringify(font)})`).join(';')}}catch(e){}`;
}

const fontPreload = (href: string) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
);

/**
 * The theme family whose faces this document declares (decision 058): on the server the signed-in user's
 * (`family`), in the browser the one the server declared, for the document's whole life (a later change
 * of theme loads by script, `loadThemeFont`), so the takeover adopts the server's nodes as they are.
 */
function documentFamily(family: WebFontFamily | null | undefined): WebFontFamily | null {
  return typeof document === 'undefined' ? (family ?? null) : documentDeclaredFamily();
}

/**
 * The font files a page's first layout needs, preloaded from <head> (decision 058). A visitor's page (and
 * a user's without a theme) paints in Inter: its Latin file. A signed-in member's page paints in their
 * syndicates' theme font, which the server knows: its two files instead (Inter would go unused), their
 * faces declared by ThemeFontsStylesheet, so the first layout is already in the theme font. Loaded by
 * script after the takeover (decision 049), it laid every text node out again when it arrived: on
 * `/updates/` one of the longest tasks after the first paint (~58 ms of layout at a 10× CPU slowdown).
 * Rendered before `<Links>`, where React's server hoists preload links to (after the title).
 */
export function FontPreloads({ family }: { family: WebFontFamily | null | undefined }) {
  const declared = documentFamily(family);
  if (!declared) return fontPreload(interLatinUrl);
  return <>{THEME_FONT_FILES[declared].map(([, url]) => fontPreload(url))}</>;
}

/** Families loaded (or loading) by script in this document. */
const loading = new Map<WebFontFamily, Promise<void>>();

/**
 * Loads a theme family's files and only then adds them to the document's fonts, all weights at once
 * (decision 049): the page is laid out again once, when the font is ready. Linking theme-fonts.css after
 * the paint laid the whole page out twice — when its rules applied (the text then waits for a pending
 * font) and when the files arrived — which on a member's feed was the page's longest task after the
 * takeover. Nothing to do where the cached sheet is linked (it declares every family), where the server
 * declared the family (ThemeFontsStylesheet), or without the CSS Font Loading API; a failed download leaves the page
 * in the font the theme stands for.
 */
export function loadThemeFont(family: WebFontFamily): Promise<void> {
  const existing = loading.get(family);
  if (existing) return existing;
  if (
    cachedSheetLinked() ||
    documentDeclaredFamily() === family ||
    typeof FontFace === 'undefined' ||
    !document.fonts
  )
    return Promise.resolve();
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
 * The syndicate theme fonts' stylesheet (theme-fonts.css), in <head> (decisions 039, 049), after the
 * signed-in user's theme family declared inline (decision 058, its files preloaded by FontPreloads).
 * After `<Links>`: React's server hoists the icon and manifest links above the page's other <head>
 * content, so an inline style rendered among them would sit elsewhere in the document than in the
 * browser's render, and the takeover moved it — re-parsing its faces and laying the page out again.
 *
 * Written without an href, the address in `data-cached-sheet`: on a first visit nothing of it is
 * requested — the page paints in the font the theme stands for (Georgia, Arial, Helvetica:
 * components/brand/syndicate-theme.tsx) and the theme components load their web font by script after
 * the takeover (useThemeFont). A browser that has loaded a theme font before links the sheet before the
 * first paint (`ENABLE_CACHED_THEME_FONTS`, remembered in local storage): the files come from its cache,
 * so a returning visitor sees no swap. The client's render keeps the href where the script set it.
 */
export function ThemeFontsStylesheet({ family }: { family: WebFontFamily | null | undefined }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const declared = documentFamily(family);
  // The browser's render repeats the href the inline script gave the link, so that it describes the
  // document as it is: the takeover hydrates and keeps attributes as they are (decision 050), and its
  // journey fails on any attribute the browser's render would not write (a render() takeover removed it).
  const href = typeof document !== 'undefined' && cachedSheetLinked() ? themeFontsUrl : undefined;
  return (
    <>
      {declared && (
        <style
          {...{ [DECLARED_FACES_ATTRIBUTE]: declared }}
          dangerouslySetInnerHTML={{ __html: themeFontFaceRules(declared) }}
        />
      )}
      <link rel="stylesheet" href={href} {...{ [CACHED_SHEET_ATTRIBUTE]: themeFontsUrl }} />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: ENABLE_CACHED_THEME_FONTS + (declared ? loadDeclaredFaces(declared) : ''),
        }}
      />
    </>
  );
}
