// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoordinator } from './refresh-coordinator.server';

describe('refresh coordinator', () => {
  it('spends a refresh token once for concurrent requests and hands late arrivals the same result', async () => {
    let now = 0;
    const refresh = vi.fn(async (token: string) => ({ accessToken: `access-for-${token}`, refreshToken: `${token}+1` }));
    const coordinated = createRefreshCoordinator(refresh, { graceMs: 30_000, now: () => now });
    const [a, b] = await Promise.all([coordinated('r1'), coordinated('r1')]);
    now = 29_000;
    const late = await coordinated('r1');
    expect(a).toEqual({ accessToken: 'access-for-r1', refreshToken: 'r1+1' });
    expect(b).toBe(a);
    expect(late).toBe(a);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again after the grace period, and for a different token', async () => {
    let now = 0;
    const refresh = vi.fn(async (token: string) => ({ accessToken: token }));
    const coordinated = createRefreshCoordinator(refresh, { graceMs: 1000, now: () => now });
    await coordinated('r1');
    await coordinated('r2');
    now = 1001;
    await coordinated('r1');
    expect(refresh.mock.calls.map(([token]) => token)).toEqual(['r1', 'r2', 'r1']);
  });

  it('does not remember a refused refresh', async () => {
    const refresh = vi
      .fn<(token: string) => Promise<{ accessToken: string }>>()
      .mockRejectedValueOnce(new Error('invalid_grant'))
      .mockResolvedValueOnce({ accessToken: 'a' });
    const coordinated = createRefreshCoordinator(refresh);
    await expect(coordinated('r1')).rejects.toThrow('invalid_grant');
    await expect(coordinated('r1')).resolves.toEqual({ accessToken: 'a' });
  });
});
