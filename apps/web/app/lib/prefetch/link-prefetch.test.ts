import { describe, expect, it } from 'vitest';
import { linkPrefetch } from './prefetch';

function nav(onLine: boolean, connection?: { saveData?: boolean; effectiveType?: string }) {
  return { onLine, connection } as unknown as Navigator;
}

describe('linkPrefetch', () => {
  it('prefetches on intent on a normal connection', () => {
    expect(linkPrefetch(nav(true, { effectiveType: '4g' }))).toBe('intent');
    expect(linkPrefetch(nav(true))).toBe('intent');
  });

  it('skips prefetch on 2g, save-data or offline (SPEC §9)', () => {
    expect(linkPrefetch(nav(true, { effectiveType: 'slow-2g' }))).toBe('none');
    expect(linkPrefetch(nav(true, { effectiveType: '2g' }))).toBe('none');
    expect(linkPrefetch(nav(true, { saveData: true, effectiveType: '4g' }))).toBe('none');
    expect(linkPrefetch(nav(false))).toBe('none');
  });
});
