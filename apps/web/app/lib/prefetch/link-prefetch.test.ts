import { describe, expect, it } from 'vitest';
import { linkPrefetch } from './link-prefetch';

function nav(onLine: boolean, connection?: { saveData?: boolean; effectiveType?: string }) {
  return { onLine, connection };
}

describe('linkPrefetch', () => {
  it('prefetches on intent on a normal connection, or when the browser does not say', () => {
    expect(linkPrefetch(nav(true, { effectiveType: '4g' }))).toBe('intent');
    expect(linkPrefetch(nav(true, { effectiveType: '3g', saveData: false }))).toBe('intent');
    expect(linkPrefetch(nav(true))).toBe('intent');
    expect(linkPrefetch(undefined)).toBe('intent');
  });

  it('skips prefetch on 2g, save-data or offline (SPEC §9)', () => {
    expect(linkPrefetch(nav(true, { effectiveType: 'slow-2g' }))).toBe('none');
    expect(linkPrefetch(nav(true, { effectiveType: '2g' }))).toBe('none');
    expect(linkPrefetch(nav(true, { saveData: true, effectiveType: '4g' }))).toBe('none');
    expect(linkPrefetch(nav(false, { effectiveType: '4g' }))).toBe('none');
  });
});
