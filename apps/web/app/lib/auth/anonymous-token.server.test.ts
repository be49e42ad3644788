// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { createAnonymousTokenCache, renewAt } from './anonymous-token.server';

describe('the per-process anonymous token', () => {
  it('is minted once and reused until it nears expiry, not per request', async () => {
    let now = 1_000_000;
    const tokens = [fakeJwt({ iat: now, exp: now + 900 }), fakeJwt({ iat: now + 880, exp: now + 1780 })];
    const mint = vi.fn(async () => tokens.shift()!);
    const cache = createAnonymousTokenCache(mint, () => now);
    const first = await cache.get();
    now += 860;
    expect(await cache.get()).toBe(first);
    expect(mint).toHaveBeenCalledTimes(1);
    // 30 s before expiry (900 s lifetime) it renews.
    now += 20;
    expect(await cache.get()).not.toBe(first);
    expect(mint).toHaveBeenCalledTimes(2);
  });

  it('shares one token request between concurrent callers', async () => {
    let resolve!: (token: string) => void;
    const mint = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const cache = createAnonymousTokenCache(mint);
    const both = Promise.all([cache.get(), cache.get()]);
    resolve(fakeJwt());
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(mint).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure, and forgets a token the API refused', async () => {
    const token = fakeJwt();
    const mint = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('token endpoint down'))
      .mockResolvedValueOnce(token)
      .mockResolvedValueOnce(fakeJwt());
    const cache = createAnonymousTokenCache(mint);
    await expect(cache.get()).rejects.toThrow('token endpoint down');
    expect(await cache.get()).toBe(token);
    cache.invalidate(token);
    expect(await cache.get()).not.toBe(token);
    expect(mint).toHaveBeenCalledTimes(3);
  });

  it('renews short-lived tokens (e2e TTL of 5 s) a fifth of their life early', () => {
    expect(renewAt(fakeJwt({ iat: 100, exp: 105 }), 100)).toBe(104);
    expect(renewAt(fakeJwt({ iat: 100, exp: 1000 }), 100)).toBe(970);
  });
});
