import { describe, expect, it } from 'vitest';
import { canonicalPath, htmlToText, seoMeta, summarise } from './meta';

const metadata = {
  id: 1,
  path: '/faq/',
  title: 'Frequently asked questions | Stride',
  metaDescription: 'Answers about shares.',
  openGraphTitle: 'FAQ',
  openGraphDescription: 'Answers, for sharing.',
  metaKeywords: 'racehorse syndicate, shares',
};

describe('seoMeta', () => {
  it('uses the metadata API entry word for word, with Open Graph and the canonical link', () => {
    const tags = seoMeta(
      { canonical: 'https://stride.example/faq/', metadata },
      { title: 'Fallback', description: 'Ignored' },
    );
    expect(tags).toContainEqual({ title: 'Frequently asked questions | Stride' });
    expect(tags).toContainEqual({ name: 'description', content: 'Answers about shares.' });
    expect(tags).toContainEqual({ name: 'keywords', content: 'racehorse syndicate, shares' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'FAQ' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Answers, for sharing.' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://stride.example/faq/' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://stride.example/faq/' });
  });

  it('falls back to the page’s own name, description and image when there is no metadata', () => {
    const tags = seoMeta(
      { canonical: 'https://stride.example/horses/3/galway-gale/', metadata: null },
      {
        title: 'Galway Gale',
        description: 'A bay gelding.',
        image: 'https://api.example/media/h.webp',
        type: 'profile',
      },
    );
    expect(tags).toContainEqual({ title: 'Galway Gale | Stride' });
    expect(tags).toContainEqual({ name: 'description', content: 'A bay gelding.' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Galway Gale' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'profile' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://api.example/media/h.webp' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'keywords')).toBe(false);
  });

  it('still gives a title when the loader failed (no SEO data)', () => {
    expect(seoMeta(undefined, { title: 'Horses' })).toContainEqual({ title: 'Horses | Stride' });
  });
});

describe('canonicalPath', () => {
  it('ends every path with one slash and keeps only the query it is given', () => {
    expect(canonicalPath('/faq')).toBe('/faq/');
    expect(canonicalPath('//horses//')).toBe('/horses/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/horses/', { page: 2 })).toBe('/horses/?page=2');
    expect(canonicalPath('/horses/', { page: null })).toBe('/horses/');
  });
});

describe('summarise and htmlToText', () => {
  it('turns back-office HTML into one plain line', () => {
    expect(htmlToText('<p>Owned by <strong>friends</strong> &amp; family.</p>\n<p>Since 2016.</p>')).toBe(
      'Owned by friends & family. Since 2016.',
    );
  });

  it('cuts long descriptions at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = summarise(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(summarise('Short one.')).toBe('Short one.');
  });
});
