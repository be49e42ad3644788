// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER } from '../../server/client-ip';
import { type SiteStatus, siteStatusContext } from '../lib/maintenance/maintenance-status';

const statusFor = vi.fn<(ip: string | null) => Promise<SiteStatus>>();
const freshStatusFor = vi.fn<(ip: string | null) => Promise<SiteStatus>>();
vi.mock('../lib/maintenance/maintenance.server', () => ({
  siteStatusCache: {
    statusFor: (ip: string | null) => statusFor(ip),
    freshStatusFor: (ip: string | null) => freshStatusFor(ip),
  },
}));

const { createMaintenanceGuard, maintenanceRedirect } = await import('./maintenance');

function pageRequest(path: string, ip = '198.51.100.1') {
  return new Request(`http://localhost:3000${path}`, { headers: { [CLIENT_IP_HEADER]: ip } });
}

async function run(path: string, status: SiteStatus) {
  statusFor.mockResolvedValue(status);
  freshStatusFor.mockResolvedValue(status);
  const context = new RouterContextProvider();
  const guard = createMaintenanceGuard();
  const next = vi.fn(async () => new Response('page'));
  try {
    await guard({ request: pageRequest(path), context, params: {}, unstable_pattern: '' } as never, next);
    return { redirect: null, context };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('location'), context };
    throw thrown;
  }
}

const on: SiteStatus = { maintenance: { active: true, whitelisted: false }, showAppLinks: false };
const onWhitelisted: SiteStatus = { maintenance: { active: true, whitelisted: true }, showAppLinks: true };
const off: SiteStatus = { maintenance: { active: false, whitelisted: false }, showAppLinks: true };

beforeEach(() => {
  statusFor.mockReset();
  freshStatusFor.mockReset();
});

describe('maintenance guard', () => {
  it('redirects a visitor off the list to /maintenance/ and asks about the visitor IP', async () => {
    expect((await run('/horses/', on)).redirect).toBe('/maintenance/');
    expect(statusFor).toHaveBeenCalledWith('198.51.100.1');
  });

  it('lets a whitelisted visitor through and records the flag for the page', async () => {
    const { redirect, context } = await run('/horses/', onWhitelisted);
    expect(redirect).toBeNull();
    expect(context.get(siteStatusContext)).toEqual(onWhitelisted);
  });

  it('sends the holding page home once maintenance is off', async () => {
    expect((await run('/maintenance/', off)).redirect).toBe('/');
    expect((await run('/maintenance/', on)).redirect).toBeNull();
  });

  it('reads the status afresh on the holding page only (where a live change sends visitors)', async () => {
    await run('/maintenance/', on);
    expect(freshStatusFor).toHaveBeenCalledWith('198.51.100.1');
    expect(statusFor).not.toHaveBeenCalled();
    await run('/faq/', on);
    expect(statusFor).toHaveBeenCalledTimes(1);
    expect(freshStatusFor).toHaveBeenCalledTimes(1);
  });

  it('answers the check without a context too', async () => {
    statusFor.mockResolvedValue(on);
    expect(await maintenanceRedirect({ request: pageRequest('/') })).toBe('/maintenance/');
  });
});
