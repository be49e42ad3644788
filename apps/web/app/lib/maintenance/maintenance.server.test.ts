// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ApiGet = (
  path: string,
  init: { headers: Record<string, string>; fetch?: typeof fetch },
) => Promise<unknown>;
let apiGet: ApiGet;
const calls: Parameters<ApiGet>[] = [];
vi.mock('../api/client.server', () => ({
  apiGet: (...args: Parameters<ApiGet>) => {
    calls.push(args);
    return apiGet(...args);
  },
}));
const { fetchSiteStatus } = await import('./maintenance.server');

beforeEach(() => {
  calls.length = 0;
});

describe('fetchSiteStatus', () => {
  it('asks for maintenance mode and the app setting with the visitor IP forwarded', async () => {
    apiGet = async () => ({
      data: [
        { type: 'maintenance-mode', settings: { maintenanceMode: true, ipWhitelisted: true } },
        { type: 'app', settings: { showAppLinks: true, max_files: 10 } },
      ],
    });
    expect(await fetchSiteStatus('203.0.113.7')).toEqual({
      maintenance: { active: true, whitelisted: true },
      showAppLinks: true,
    });
    const [path, init] = calls[0]!;
    expect(path).toBe('/api/settings?type=maintenance-mode&type=app');
    expect(init.headers).toEqual({ 'X-Forwarded-For': '203.0.113.7' });
  });

  it('never flags a visitor as whitelisted while maintenance is off', async () => {
    apiGet = async () => ({
      data: [{ type: 'maintenance-mode', settings: { maintenanceMode: false, ipWhitelisted: true } }],
    });
    expect(await fetchSiteStatus(null)).toEqual({
      maintenance: { active: false, whitelisted: false },
      showAppLinks: false,
    });
    expect(calls[0]![1].headers).toEqual({});
  });

  it('reads the API content version the page cache is keyed by', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => new Response('{}', { headers: { 'X-Content-Version': 'r.42' } });
    try {
      apiGet = async (_path, init) => {
        await init.fetch!('http://api.test/api/settings');
        return { data: [] };
      };
      expect((await fetchSiteStatus(null)).contentVersion).toBe('r.42');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('lets API failures reach the cache, which decides', async () => {
    apiGet = () => Promise.reject(new Error('API down'));
    await expect(fetchSiteStatus('198.51.100.1')).rejects.toThrow('API down');
  });
});
