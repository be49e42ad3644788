import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_FONTS_LOADED_KEY } from './theme-fonts';

/** A FontFace whose load() the test settles by hand (jsdom has no CSS Font Loading API). */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  settle!: (ok: boolean) => void;
  readonly loaded: Promise<FakeFontFace>;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.loaded = new Promise((resolve, reject) => {
      this.settle = (ok) => (ok ? resolve(this) : reject(new Error('network')));
    });
    FakeFontFace.made.push(this);
  }
  load() {
    return this.loaded;
  }
}

const added: FakeFontFace[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh module each time: it remembers the families it has loaded. */
const load = async () => (await import('./theme-fonts')).loadThemeFont;

beforeEach(() => {
  vi.resetModules();
  FakeFontFace.made = [];
  added.length = 0;
  localStorage.clear();
  document.head.innerHTML = '<link rel="stylesheet" data-cached-sheet="/assets/theme-fonts-1.css">';
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fonts');
});

describe('loadThemeFont (decision 049)', () => {
  it("adds a family's weights to the document together, only once every file has loaded", async () => {
    const loadThemeFont = await load();
    const done = loadThemeFont('Merriweather');
    expect(FakeFontFace.made.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Merriweather', '400'],
      ['Merriweather', '700'],
    ]);
    expect(FakeFontFace.made.every((face) => /^url\(.+\)$/.test(face.source))).toBe(true);
    FakeFontFace.made[0]!.settle(true);
    await flush();
    expect(added).toEqual([]); // one weight in: the page is not laid out for it alone
    FakeFontFace.made[1]!.settle(true);
    await done;
    expect(added).toEqual(FakeFontFace.made);
    expect(localStorage.getItem(THEME_FONTS_LOADED_KEY)).toBe('1');
    // Asked again (another themed component, a later page): nothing is fetched twice.
    await loadThemeFont('Merriweather');
    expect(FakeFontFace.made).toHaveLength(2);
  });

  it('adds nothing when a file fails, and tries again next time', async () => {
    const loadThemeFont = await load();
    const done = loadThemeFont('Arimo');
    FakeFontFace.made[0]!.settle(true);
    FakeFontFace.made[1]!.settle(false);
    await done;
    expect(added).toEqual([]);
    expect(localStorage.getItem(THEME_FONTS_LOADED_KEY)).toBeNull();
    void loadThemeFont('Arimo');
    expect(FakeFontFace.made).toHaveLength(4);
  });

  it('leaves the family the server declared to its faces, and loads another by script (decision 058)', async () => {
    document.head.insertAdjacentHTML('afterbegin', '<style data-theme-faces="Arimo"></style>');
    const loadThemeFont = await load();
    await loadThemeFont('Arimo');
    expect(FakeFontFace.made).toEqual([]);
    const other = loadThemeFont('Merriweather');
    expect(FakeFontFace.made.map((face) => face.family)).toEqual(['Merriweather', 'Merriweather']);
    for (const face of FakeFontFace.made) face.settle(true);
    await other;
    expect(added).toHaveLength(2);
  });

  it('leaves the fonts to the stylesheet where a returning browser linked it before the paint', async () => {
    document.querySelector('link')!.setAttribute('href', '/assets/theme-fonts-1.css');
    const loadThemeFont = await load();
    await loadThemeFont('IBM Plex Sans');
    expect(FakeFontFace.made).toEqual([]);
  });
});
