import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { THEME_FONTS } from '@stride/shared';
import themeFontsUrl from '../../theme-fonts.css?url';

/** Local storage: a theme font has loaded in this browser (not personal data: a cache hint). */
export const THEME_FONTS_LOADED_KEY = 'stride.themeFontsLoaded';

/**
 * Holds the address of a stylesheet the deferred-modules loader links once the page has painted
 * (decisions 039, 047): the server's <link> has no href, so nothing is requested before the first paint.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Runs where the stylesheet is parsed: a browser that has loaded a theme font before (its files are
 * immutable, so in the HTTP cache) links the sheet at once — a parser-created link in <head>, so the
 * first paint waits for it as for any stylesheet — and paints in the theme font straight away.
 */
export const ENABLE_CACHED_THEME_FONTS = `try{if(localStorage.getItem(${JSON.stringify(
  THEME_FONTS_LOADED_KEY,
)})){var l=document.querySelector("link[${AFTER_PAINT_ATTRIBUTE}]");l.href=l.dataset.afterPaint}}catch(e){}`;

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
 * The server writes its <link> without an href, the address in `data-after-paint`: nothing is requested
 * before the first paint — neither the sheet nor ~85 KB of Merriweather (or Arimo, Plex) — so none of
 * it competes with a themed page's first paint (Lighthouse counted the fonts, and then the sheet itself,
 * into every page's LCP: decisions 039, 047). The inline module script sets the href once the page has
 * painted (deferred-modules.server.ts); the text then swaps from the font the theme stands for (Georgia,
 * Arial, Helvetica: components/brand/syndicate-theme.tsx) to the web font. A browser that has loaded a
 * theme font before links it before the first paint (`ENABLE_CACHED_THEME_FONTS`, remembered in local
 * storage), so a returning visitor sees no swap. The client's render gives the link its href (Preact
 * adopts the server's link in place, lib/hydration/document-root.ts).
 */
export function ThemeFontsStylesheet() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const server = typeof document === 'undefined';
  useEffect(() => {
    // Whenever a font finishes loading: the sheet is linked after the paint and its fonts load after
    // it, so they may start well after this effect (waiting on `fonts.ready` here would miss them).
    const fonts = document.fonts;
    const remember = () => {
      if (!themeFontLoaded(fonts)) return;
      fonts.removeEventListener('loadingdone', remember);
      try {
        localStorage.setItem(THEME_FONTS_LOADED_KEY, '1');
      } catch {
        // Private mode: the next page swaps again, as a first visit does.
      }
    };
    fonts.addEventListener('loadingdone', remember);
    remember();
    return () => fonts.removeEventListener('loadingdone', remember);
  }, []);
  return (
    <>
      <link
        rel="stylesheet"
        href={server ? undefined : themeFontsUrl || undefined}
        {...{ [AFTER_PAINT_ATTRIBUTE]: themeFontsUrl }}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENABLE_CACHED_THEME_FONTS }} />
    </>
  );
}
