import { describe, expect, it } from 'vitest';
import { AUTH_ALL_KEY, type UserAuthState, authUserKey, createUserStateCache } from './auth-cache.js';
import { ALL_FEEDS_KEY, type FeedVersions, createMemoryFeedVersions } from './feed-cache.js';

const state = (revoked = false): UserAuthState => ({
  id: 7,
  roles: ['ROLE_USER'],
  tokenVersion: 1,
  revoked,
  inactive: false,
});

/** A loader that counts its calls and answers what `current` holds at the time. */
function loader() {
  const source = { current: state(), calls: 0 };
  const load = async () => {
    source.calls += 1;
    return source.current;
  };
  return { source, load };
}

describe('the bearer check’s user-state cache (decision 030)', () => {
  it('answers from memory while no version moved, and reloads after any bump that concerns the user', async () => {
    const versions = createMemoryFeedVersions();
    const cache = createUserStateCache(versions);
    const { source, load } = loader();
    await cache.get(7, 'grant-a', load);
    await cache.get(7, 'grant-a', load);
    expect(source.calls).toBe(1);

    for (const key of [authUserKey(7), AUTH_ALL_KEY, ALL_FEEDS_KEY]) {
      source.current = state(true);
      await versions.bump([key]);
      expect(await cache.get(7, 'grant-a', load), key).toEqual(state(true));
      source.current = state();
      await versions.bump([key]);
      expect(await cache.get(7, 'grant-a', load), key).toEqual(state());
    }
    expect(source.calls).toBe(7);

    // Another user's bump leaves this one cached; another sign-in of the same user is its own entry.
    await versions.bump([authUserKey(8)]);
    await cache.get(7, 'grant-a', load);
    expect(source.calls).toBe(7);
    await cache.get(7, 'grant-b', load);
    expect(source.calls).toBe(8);
  });

  it('keeps an entry no longer than its TTL, even when no event said anything changed', async () => {
    let clock = 1_000_000;
    const cache = createUserStateCache(createMemoryFeedVersions(), { ttlSeconds: 10, now: () => clock });
    const { source, load } = loader();
    await cache.get(7, 'g', load);
    clock += 9_999;
    await cache.get(7, 'g', load);
    expect(source.calls).toBe(1);
    clock += 2;
    source.current = state(true);
    expect(await cache.get(7, 'g', load)).toEqual(state(true));
    expect(source.calls).toBe(2);
  });

  it('caches nothing while the versions cannot be read (Redis away): every request reads the database', async () => {
    const away: FeedVersions = {
      kind: 'redis',
      read: async (keys) => keys.map(() => Number.NaN),
      bump: async () => undefined,
    };
    const cache = createUserStateCache(away);
    const { source, load } = loader();
    await cache.get(7, 'g', load);
    await cache.get(7, 'g', load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
