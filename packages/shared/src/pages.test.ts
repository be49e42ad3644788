import { describe, expect, it } from 'vitest';
import { CONTENT_SLUGS, MARKETING_PAGE_SLUGS, STATIC_PAGE_SLUGS, isContentSlug, pagePath } from './pages.js';

describe('static pages', () => {
  it('lists the SPEC §3 slugs', () => {
    expect(STATIC_PAGE_SLUGS).toEqual([
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'contact-us',
      'stride-horse-racing-syndicates',
      'buy-shares-in-racehorse',
      'fractional-ownership-in-racehorse-explained',
      'we-run-together',
      'subscribe',
      'promo-video',
    ]);
    expect(MARKETING_PAGE_SLUGS).toContain('racing-club-and-syndicate-management');
  });

  it('has unique content slugs and recognises them', () => {
    expect(new Set(CONTENT_SLUGS).size).toBe(CONTENT_SLUGS.length);
    expect(isContentSlug('we-run-together')).toBe(true);
    expect(isContentSlug('home-hero')).toBe(true);
    expect(isContentSlug('admin')).toBe(false);
    expect(pagePath('about-us')).toBe('/about-us/');
  });
});
