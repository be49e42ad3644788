import { CONTENT_SLUGS } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../lib/sanitize.js';
import { PAGES } from './pages.js';
import { FAQS, METADATA } from './site.js';
import { SYNDICATES } from './syndicates.js';

/** What the sanitiser would change, ignoring the rel="noopener" it adds to every link. */
const afterSanitising = (html: string) => sanitizeRichText(html).replaceAll(' rel="noopener"', '');

describe('demo editorial content', () => {
  it('has one page per content slug, with a title and real text', () => {
    expect(PAGES.map((p) => p.slug).sort()).toEqual([...CONTENT_SLUGS].sort());
    for (const page of PAGES) {
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.content.replace(/<[^>]+>/g, '').length, page.slug).toBeGreaterThan(120);
    }
  });

  it('survives the rich-text sanitiser untouched (pages, FAQ answers, syndicate descriptions)', () => {
    for (const html of [
      ...PAGES.map((p) => p.content),
      ...FAQS.map((f) => f.answer),
      ...SYNDICATES.map((s) => s.description),
    ]) {
      expect(afterSanitising(html)).toBe(html);
    }
  });

  it('anchors the privacy policy cookie section for the cookie banner link', () => {
    const privacy = PAGES.find((p) => p.slug === 'privacy-policy')!;
    expect(afterSanitising(privacy.content)).toContain('<h2 id="before-cookies">Cookies</h2>');
  });

  it('gives every metadata path a strict trailing slash and all five fields', () => {
    for (const m of METADATA) {
      expect(m.path).toMatch(/^\/([a-z-]+\/)?$/);
      expect(
        [m.title, m.metaDescription, m.openGraphTitle, m.openGraphDescription, m.metaKeywords].every(Boolean),
      ).toBe(true);
    }
    expect(new Set(METADATA.map((m) => m.path)).size).toBe(METADATA.length);
  });
});
