import { describe, expect, it, vi } from 'vitest';
import { PUSH_SUBSCRIPTION_PATH, pushSubscriptionScript, registerForPush } from './push';

describe('push registration', () => {
  it('asks permission, reads the token and posts it from inside the page', async () => {
    const scripts: string[] = [];
    const token = await registerForPush(
      { requestPermission: async () => true, deviceToken: async () => 'fcm-token-1' },
      'android',
      (script) => scripts.push(script),
    );
    expect(token).toBe('fcm-token-1');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(PUSH_SUBSCRIPTION_PATH);
  });

  it('does nothing when the user refuses notifications', async () => {
    const deviceToken = vi.fn(async () => 'never');
    const run = vi.fn();
    expect(await registerForPush({ requestPermission: async () => false, deviceToken }, 'ios', run)).toBeNull();
    expect(deviceToken).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('builds a script whose body is the JSON of token and platform, whatever the token holds', async () => {
    const fetchCalls: [string, { body: string; method: string; credentials: string }][] = [];
    const fakeFetch = (url: string, init: { body: string; method: string; credentials: string }) => {
      fetchCalls.push([url, init]);
      return Promise.resolve();
    };
    const evil = `"'); alert(1); ('`;
    new Function('fetch', pushSubscriptionScript(evil, 'ios'))(fakeFetch);
    expect(fetchCalls).toHaveLength(1);
    const [url, init] = fetchCalls[0]!;
    expect(url).toBe(PUSH_SUBSCRIPTION_PATH);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body)).toEqual({ token: evil, platform: 'ios' });
  });
});
