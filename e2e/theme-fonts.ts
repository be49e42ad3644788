/**
 * What a page did with a syndicate theme font (decisions 039, 047, 049), read in the page: when its first
 * contentful paint, the theme fonts' stylesheet and the family's first file started, and which of the
 * family's weights the document has loaded. Shared by the visitor's and the member's journeys.
 */
import type { Page } from '@playwright/test';

export interface ThemeFontState {
  /** First contentful paint, ms from navigation start (null before it). */
  paint: number | null;
  /** When the theme fonts' stylesheet was requested (null: never). */
  sheet: number | null;
  /** When the family's first file was requested (null: never). */
  font: number | null;
  /** The family's loaded weights, sorted ("400", "700"). */
  weights: string[];
}

/** The state of `family` whose files are named `filePrefix` (e.g. "merriweather-") in `page`. */
export function themeFontState(page: Page, family: string, filePrefix: string): Promise<ThemeFontState> {
  return page.evaluate(
    ([family, filePrefix]) => {
      const start = (part: string) =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime ??
        null;
      // FontFaceSet is iterable in every browser; e2e's TypeScript lib has no DOM.Iterable.
      const faces: FontFace[] = [];
      document.fonts.forEach((face) => faces.push(face));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        sheet: start('/theme-fonts-'),
        font: start(`/${filePrefix}`),
        weights: faces
          .filter((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')
          .map((face) => face.weight)
          .sort(),
      };
    },
    [family, filePrefix] as const,
  );
}
