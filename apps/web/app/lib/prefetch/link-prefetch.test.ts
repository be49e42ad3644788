import { describe, expect, it, vi } from 'vitest';
import { linkPrefetch, subscribeToNetworkChanges } from './link-prefetch';

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

describe('subscribeToNetworkChanges', () => {
  it('listens to online, offline and connection changes until cleaned up', () => {
    const connection = new EventTarget();
    const win = Object.assign(new EventTarget(), { navigator: { onLine: true, connection } });
    const onChange = vi.fn();
    const cleanup = subscribeToNetworkChanges(onChange, win);
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('online'));
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(3);
    cleanup();
    win.dispatchEvent(new Event('offline'));
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
