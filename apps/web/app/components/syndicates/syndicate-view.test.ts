import { describe, expect, it } from 'vitest';
import { buildSyndicate } from '../../test/factories';
import { safePaymentLink, toSyndicateListItem, toSyndicateView } from './syndicate-view';

describe('toSyndicateView', () => {
  it('lists the SPEC facts with the price per share in € and skips age and sex when unknown', () => {
    const view = toSyndicateView(
      buildSyndicate({
        trainer: 'J. Harrington',
        numberOfHorses: 3,
        numberOfShares: 20,
        pricePerShare: 250_000,
      }),
      'http://api.test',
    );
    expect(view.facts).toEqual([
      { label: 'Trainer', value: 'J. Harrington' },
      { label: 'Horses', value: '3' },
      { label: 'Shares', value: '20' },
      { label: 'Price per share', value: '€2,500' },
    ]);
  });

  it('adds the age and sex of a one-horse syndicate', () => {
    const view = toSyndicateView(
      buildSyndicate({ numberOfHorses: 1, age: 1, sex: 'Filly' }),
      'http://api.test',
    );
    expect(view.facts.slice(1, 3)).toEqual([
      { label: 'Age', value: '1 year' },
      { label: 'Sex', value: 'Filly' },
    ]);
  });

  it('resolves images and the theme (SPEC §9 font mapping)', () => {
    const view = toSyndicateView(
      buildSyndicate({
        logo: { url: '/media/l.webp', mediumUrl: '/media/l.medium.webp', smallUrl: '/media/l.small.webp' },
        backgroundImage: {
          url: '/media/b.webp',
          mediumUrl: '/media/b.medium.webp',
          smallUrl: '/media/b.small.webp',
        },
        themeColour: '#0f766e',
        themeFont: 'Georgia',
      }),
      'http://api.test',
    );
    expect(view.logoUrl).toBe('http://api.test/media/l.small.webp');
    expect(view.bannerUrl).toBe('http://api.test/media/b.webp');
    // A phone's full-width hero picks the 800 px rendition (decision 048).
    expect(view.bannerSrcSet).toBe(
      'http://api.test/media/b.small.webp 400w, http://api.test/media/b.medium.webp 800w, http://api.test/media/b.webp 1600w',
    );
    expect(view.theme).toEqual({ colour: '#0F766E', font: 'Merriweather' });
  });
});

describe('toSyndicateListItem', () => {
  it('links by slug, or by id when there is none (that path redirects to the list)', () => {
    expect(toSyndicateListItem(buildSyndicate({ slug: 'emerald' }), 'http://api.test').href).toBe(
      '/syndicates/emerald/',
    );
    expect(toSyndicateListItem(buildSyndicate({ id: 4, slug: null }), 'http://api.test').href).toBe(
      '/syndicates/4/',
    );
  });
});

describe('safePaymentLink', () => {
  it('keeps absolute http(s) links only', () => {
    expect(safePaymentLink('https://pay.example/x')).toBe('https://pay.example/x');
    expect(safePaymentLink(' http://pay.example ')).toBe('http://pay.example/');
    expect(safePaymentLink('javascript:alert(1)')).toBeNull();
    expect(safePaymentLink('/relative')).toBeNull();
    expect(safePaymentLink(null)).toBeNull();
  });
});
