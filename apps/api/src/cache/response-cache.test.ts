import { describe, expect, it } from 'vitest';
import { createMemoryResponseCache, etagOf } from './response-cache.js';

const entry = (body: string) => ({ status: 200, contentType: 'application/json', etag: etagOf(body), body });

describe('memory response cache', () => {
  it('serves an entry while its tags keep their versions, and not after one of them is invalidated', async () => {
    const cache = createMemoryResponseCache();
    const miss = await cache.lookup('k', ['horses', 'syndicates']);
    expect(miss.hit).toBeNull();
    await cache.store('k', miss.versions, entry('{"a":1}'), 60);
    expect((await cache.lookup('k', ['horses', 'syndicates'])).hit?.body).toBe('{"a":1}');
    await cache.invalidate(['content']);
    expect((await cache.lookup('k', ['horses', 'syndicates'])).hit?.body).toBe('{"a":1}');
    await cache.invalidate(['syndicates']);
    expect((await cache.lookup('k', ['horses', 'syndicates'])).hit).toBeNull();
  });

  it('never serves what was read before an invalidation that happened while it loaded', async () => {
    const cache = createMemoryResponseCache();
    const before = await cache.lookup('k', ['horses']);
    await cache.invalidate(['horses']);
    await cache.store('k', before.versions, entry('old'), 60);
    expect((await cache.lookup('k', ['horses'])).hit).toBeNull();
  });

  it('expires entries after their TTL and keeps at most maxEntries', async () => {
    let now = 1_000;
    const cache = createMemoryResponseCache({ maxEntries: 2, now: () => now });
    const { versions } = await cache.lookup('a', ['content']);
    await cache.store('a', versions, entry('a'), 10);
    now += 10_001;
    expect((await cache.lookup('a', ['content'])).hit).toBeNull();
    for (const key of ['x', 'y', 'z']) await cache.store(key, versions, entry(key), 60);
    expect((await cache.lookup('x', ['content'])).hit).toBeNull();
    expect((await cache.lookup('z', ['content'])).hit?.body).toBe('z');
  });

  it('changes the content version with every invalidation, differently for each process', async () => {
    const one = createMemoryResponseCache();
    const two = createMemoryResponseCache();
    const first = await one.contentVersion();
    expect(first).not.toBe(await two.contentVersion());
    await one.invalidate(['settings']);
    expect(await one.contentVersion()).not.toBe(first);
  });

  it('gives the same strong ETag for the same bytes', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/);
  });
});
