// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_STALE_MS, SETTINGS_CACHE_MS, createSiteStatusCache } from './maintenance-cache.server';
import type { SiteStatus } from './maintenance-status';

const ON_WHITELISTED: SiteStatus = { maintenance: { active: true, whitelisted: true }, showAppLinks: true };
const ON: SiteStatus = { maintenance: { active: true, whitelisted: false }, showAppLinks: true };
const OFF: SiteStatus = { maintenance: { active: false, whitelisted: false }, showAppLinks: true };

function setup(answer: (ip: string | null) => SiteStatus | Error) {
  let clock = 1_000_000;
  const fetchStatus = vi.fn(async (ip: string | null) => {
    const result = answer(ip);
    if (result instanceof Error) throw result;
    return result;
  });
  const cache = createSiteStatusCache(fetchStatus, { now: () => clock, onError: () => {} });
  return { cache, fetchStatus, advance: (ms: number) => (clock += ms) };
}

describe('site status cache', () => {
  it('shares the open status without waiting only while it is fresh', async () => {
    let current = OFF;
    const { cache, advance } = setup(() => current);
    expect(cache.sharedOpenStatus()).toBeNull();
    await cache.statusFor('198.51.100.1');
    expect(cache.sharedOpenStatus()).toEqual(OFF);
    current = ON;
    advance(SETTINGS_CACHE_MS);
    expect(cache.sharedOpenStatus()).toBeNull();
    await cache.statusFor('198.51.100.1');
    expect(cache.sharedOpenStatus()).toBeNull();
  });

  it('re-reads the shared "off" answer in the background past half its life, so busy pages never wait', async () => {
    let current = OFF;
    const { cache, fetchStatus, advance } = setup(() => current);
    await cache.statusFor('198.51.100.1');
    advance(SETTINGS_CACHE_MS / 2 - 1);
    await cache.statusFor('198.51.100.2');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    advance(1);
    current = ON;
    // Still the answer read half a second ago, while the re-read goes out.
    expect(await cache.statusFor('198.51.100.2')).toEqual(OFF);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    // The re-read said "on": the shared "off" answer is dropped at once, not when it would have expired.
    expect(cache.sharedOpenStatus()).toBeNull();
    expect(await cache.statusFor('198.51.100.2')).toEqual(ON);
    advance(SETTINGS_CACHE_MS / 2);
    expect(await cache.statusFor('198.51.100.2')).toEqual(ON);
  });

  it('asks per visitor IP while maintenance is on and reuses an answer for at most a second', async () => {
    const { cache, fetchStatus, advance } = setup((ip) => (ip === '203.0.113.7' ? ON_WHITELISTED : ON));
    expect(await cache.statusFor('203.0.113.7')).toEqual(ON_WHITELISTED);
    expect(await cache.statusFor('198.51.100.1')).toEqual(ON);
    expect(await cache.statusFor('203.0.113.7')).toEqual(ON_WHITELISTED);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    advance(SETTINGS_CACHE_MS - 1);
    await cache.statusFor('203.0.113.7');
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    advance(1);
    await cache.statusFor('203.0.113.7');
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(fetchStatus).toHaveBeenLastCalledWith('203.0.113.7');
  });

  it('answers everyone from one read while maintenance is off, and sees it turned on within a second', async () => {
    let current = OFF;
    const { cache, fetchStatus, advance } = setup(() => current);
    expect(await cache.statusFor('198.51.100.1')).toEqual(OFF);
    expect(await cache.statusFor('198.51.100.2')).toEqual(OFF);
    expect(await cache.statusFor(null)).toEqual(OFF);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    current = ON;
    advance(SETTINGS_CACHE_MS);
    expect(await cache.statusFor('198.51.100.2')).toEqual(ON);
  });

  it('sees maintenance turned off within a second', async () => {
    let current = ON;
    const { cache, advance } = setup(() => current);
    expect(await cache.statusFor('198.51.100.1')).toEqual(ON);
    current = OFF;
    expect(await cache.statusFor('198.51.100.1')).toEqual(ON);
    advance(SETTINGS_CACHE_MS);
    expect(await cache.statusFor('198.51.100.1')).toEqual(OFF);
  });

  it('shares one request among concurrent page requests of a visitor', async () => {
    const { cache, fetchStatus } = setup(() => ON);
    await Promise.all([
      cache.statusFor('198.51.100.1'),
      cache.statusFor('198.51.100.1'),
      cache.statusFor('198.51.100.1'),
    ]);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('keeps a known maintenance on while the API does not answer, then opens the site', async () => {
    let current: SiteStatus | Error = ON_WHITELISTED;
    const { cache, advance } = setup(() => current);
    await cache.statusFor('203.0.113.7');
    current = new Error('API down');
    advance(SETTINGS_CACHE_MS);
    expect((await cache.statusFor('203.0.113.7')).maintenance).toEqual({ active: true, whitelisted: true });
    expect((await cache.statusFor('198.51.100.9')).maintenance).toEqual({ active: true, whitelisted: false });
    advance(MAINTENANCE_STALE_MS + 1);
    expect((await cache.statusFor('198.51.100.9')).maintenance).toEqual({
      active: false,
      whitelisted: false,
    });
  });

  it('leaves the site open when the API never answered', async () => {
    const { cache } = setup(() => new Error('API down'));
    expect(await cache.statusFor('198.51.100.1')).toEqual({
      maintenance: { active: false, whitelisted: false },
      showAppLinks: false,
    });
  });

  it('reads afresh for the holding page and remembers the answer, so the change a socket announced holds', async () => {
    let current = OFF;
    const { cache, fetchStatus } = setup(() => current);
    await cache.statusFor('198.51.100.1');
    current = ON;
    // Within the second, the cached answer still says off…
    expect(await cache.statusFor('198.51.100.1')).toEqual(OFF);
    // …the holding page does not wait for it to expire, and every later request sees maintenance on.
    expect(await cache.freshStatusFor('198.51.100.1')).toEqual(ON);
    expect(cache.sharedOpenStatus()).toBeNull();
    expect(await cache.statusFor('198.51.100.1')).toEqual(ON);
    expect(fetchStatus).toHaveBeenCalledTimes(2);

    current = OFF;
    expect(await cache.freshStatusFor('198.51.100.1')).toEqual(OFF);
    expect(cache.sharedOpenStatus()).toEqual(OFF);
    expect(await cache.statusFor('198.51.100.2')).toEqual(OFF);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });
});
