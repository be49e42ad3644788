import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { THEME_FONTS } from '@stride/shared';
import themeFontsUrl from '../../theme-fonts.css?url';

/** Local storage: a theme font has loaded in this browser (not personal data: a cache hint). */
export const THEME_FONTS_LOADED_KEY = 'stride.themeFontsLoaded';

/** Marks the stylesheet the deferred-modules loader enables once the page has painted (decision 039). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Runs where the stylesheet is parsed: a browser that has loaded a theme font before (its files are
 * immutable, so in the HTTP cache) enables the sheet at once and paints in the theme font straight away.
 */
export const ENABLE_CACHED_THEME_FONTS = `try{if(localStorage.getItem(${JSON.stringify(
  THEME_FONTS_LOADED_KEY,
)}))document.querySelector("link[${AFTER_PAINT_ATTRIBUTE}]").media="all"}catch(e){}`;

const THEME_FAMILIES: readonly string[] = Object.values(THEME_FONTS);

/** True once the browser holds one of the theme fonts (it will come from the HTTP cache next time). */
export function themeFontLoaded(fonts: Iterable<FontFace>): boolean {
  for (const face of fonts) {
    if (face.status === 'loaded' && THEME_FAMILIES.includes(face.family.replace(/["']/g, ''))) return true;
  }
  return false;
}

/**
 * The syndicate theme fonts' stylesheet (theme-fonts.css), in <head> (decision 039).
 *
 * The server links it media="print": not render-blocking, and no font file is requested while it does
 * not apply, so ~85 KB of Merriweather (or Arimo, Plex) do not compete with a themed page's first paint
 * (Lighthouse counted them into the syndicate page's LCP). The inline module script switches it to
 * media="all" at the first contentful paint (deferred-modules.server.ts); the text then swaps from the
 * font the theme stands for (Georgia, Arial, Helvetica: components/brand/syndicate-theme.tsx) to the web
 * font. A browser that has loaded a theme font before enables it before the first paint
 * (`ENABLE_CACHED_THEME_FONTS`, remembered in local storage), so a returning visitor sees no swap. The
 * client's render links it media="all" (its links replace the server's, lib/hydration/document-root.ts).
 */
export function ThemeFontsStylesheet() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const server = typeof document === 'undefined';
  useEffect(() => {
    let cancelled = false;
    void document.fonts.ready.then(() => {
      if (cancelled || !themeFontLoaded(document.fonts)) return;
      try {
        localStorage.setItem(THEME_FONTS_LOADED_KEY, '1');
      } catch {
        // Private mode: the next page swaps again, as a first visit does.
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      <link
        rel="stylesheet"
        href={themeFontsUrl || undefined}
        media={server ? 'print' : 'all'}
        {...{ [AFTER_PAINT_ATTRIBUTE]: '' }}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENABLE_CACHED_THEME_FONTS }} />
    </>
  );
}
