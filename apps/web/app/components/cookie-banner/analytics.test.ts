import { afterEach, describe, expect, it } from 'vitest';
import { GA_SCRIPT_URL, GTM_SCRIPT_URL, isTagId, loadAnalytics, pageLocationWith } from './analytics';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
});

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

describe('loadAnalytics', () => {
  it('adds the tag manager and analytics scripts once, with the configured ids', () => {
    loadAnalytics({ gtmId: 'GTM-AB12CD', gaId: 'G-E2ETEST1' }, {});
    loadAnalytics({ gtmId: 'GTM-AB12CD', gaId: 'G-E2ETEST1' }, {});
    expect(scripts()).toEqual([`${GTM_SCRIPT_URL}?id=GTM-AB12CD`, `${GA_SCRIPT_URL}?id=G-E2ETEST1`]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('loads nothing without ids, and refuses ids that are not tag ids', () => {
    expect(loadAnalytics({}, {})).toEqual([]);
    expect(loadAnalytics({ gtmId: '"><script>', gaId: 'G-1 onload=x' }, {})).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(isTagId('G-ABC123')).toBe(true);
    expect(isTagId(null)).toBe(false);
  });

  it('hands the kept click ids to both', () => {
    loadAnalytics({ gaId: 'G-E2ETEST1', gtmId: 'GTM-AB12CD' }, { gclid: 'G1' });
    expect(window.dataLayer).toContainEqual({ event: 'stride.click_ids', clickIds: { gclid: 'G1' } });
    const config = window
      .dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'config');
    expect(config?.[1]).toBe('G-E2ETEST1');
    expect(config?.[2]).toMatchObject({ gclid: 'G1', page_location: expect.stringContaining('gclid=G1') });
  });

  it('adds click ids to the page location without duplicating them', () => {
    expect(pageLocationWith({ gclid: 'A', fbclid: 'B' }, 'https://stride.example/faq/?gclid=A')).toBe(
      'https://stride.example/faq/?gclid=A&fbclid=B',
    );
  });
});
