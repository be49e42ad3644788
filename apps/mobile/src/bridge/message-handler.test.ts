import { describe, expect, it, vi } from 'vitest';
import { type WrapperActions, createMessageHandler } from './message-handler';

function setup() {
  const actions = {
    openExternal: vi.fn(async () => {}),
    download: vi.fn(async () => {}),
    logEvent: vi.fn(async () => {}),
    registerPush: vi.fn(async () => {}),
    forgetUser: vi.fn(async () => {}),
    setBadgeCount: vi.fn(async () => {}),
    onPageState: vi.fn(),
    warn: vi.fn(),
  } satisfies WrapperActions;
  return { actions, handle: createMessageHandler(actions) };
}

const msg = (type: string, payload: unknown, version = 1) => JSON.stringify({ version, type, payload });

describe('wrapper message handler', () => {
  it('downloads files to the device, never with a path in the name', async () => {
    const { actions, handle } = setup();
    const result = await handle(msg('downloadFile', { url: 'https://stride.test/horses/4/pdf/', filename: '../x/pedigree.pdf', mimeType: 'application/pdf' }));
    expect(result).toEqual({ handled: true, type: 'downloadFile' });
    expect(actions.download).toHaveBeenCalledWith({ url: 'https://stride.test/horses/4/pdf/', filename: '.._x_pedigree.pdf', mimeType: 'application/pdf' });
  });

  it('opens external links in the system browser, and only http(s) ones', async () => {
    const { actions, handle } = setup();
    await handle(msg('openExternalUrl', { url: 'https://x.com/stride', source: 'social' }));
    expect(actions.openExternal).toHaveBeenCalledWith('https://x.com/stride');
    const bad = await handle(msg('openExternalUrl', { url: 'javascript:alert(1)', source: 'link' }));
    expect(bad.handled).toBe(false);
    expect(actions.openExternal).toHaveBeenCalledTimes(1);
  });

  it('forwards analytics events with valid names and flat params', async () => {
    const { actions, handle } = setup();
    await handle(msg('gaEvent', { name: 'social_link_click', params: { network: 'x' } }));
    expect(actions.logEvent).toHaveBeenCalledWith('social_link_click', { network: 'x' });
    expect((await handle(msg('gaEvent', { name: 'bad name!', params: {} }))).handled).toBe(false);
    expect((await handle(msg('gaEvent', { name: 'ok', params: { nested: { a: 1 } } }))).handled).toBe(false);
    expect(actions.logEvent).toHaveBeenCalledTimes(1);
  });

  it('registers for push once a signed-in page shows or after sign-in, once per session, again after logout', async () => {
    const { actions, handle } = setup();
    await handle(msg('navigationSuccess', { path: '/', loggedIn: false }));
    expect(actions.registerPush).not.toHaveBeenCalled();
    await handle(msg('postLoginRedirectFinished', { path: '/updates/' }));
    await handle(msg('navigationSuccess', { path: '/updates/', loggedIn: true }));
    expect(actions.registerPush).toHaveBeenCalledTimes(1);
    await handle(msg('logout', {}));
    expect(actions.forgetUser).toHaveBeenCalledTimes(1);
    expect(actions.setBadgeCount).toHaveBeenLastCalledWith(0);
    await handle(msg('navigationSuccess', { path: '/updates/', loggedIn: true }));
    expect(actions.registerPush).toHaveBeenCalledTimes(2);
  });

  it('tries push again later when a registration failed', async () => {
    const { actions, handle } = setup();
    actions.registerPush.mockRejectedValueOnce(new Error('no permission service'));
    await handle(msg('postLoginRedirectFinished', { path: '/updates/' }));
    await handle(msg('navigationSuccess', { path: '/horses/', loggedIn: true }));
    expect(actions.registerPush).toHaveBeenCalledTimes(2);
    expect(actions.warn).toHaveBeenCalledWith(expect.stringContaining('push registration failed'));
  });

  it('reports page state for the shell and the unread count for the badge', async () => {
    const { actions, handle } = setup();
    await handle(msg('navigationCleanup', { from: '/', to: '/horses/' }));
    await handle(msg('navigationSuccess', { path: '/horses/', loggedIn: false }));
    await handle(msg('navigationFinish', { path: '/horses/', ok: true }));
    expect(actions.onPageState.mock.calls.map(([state]) => state)).toEqual([
      { kind: 'loading', from: '/', to: '/horses/' },
      { kind: 'shown', path: '/horses/', loggedIn: false },
      { kind: 'finished', path: '/horses/', ok: true },
    ]);
    await handle(msg('messagesLoaded', { unreadCount: 3 }));
    expect(actions.setBadgeCount).toHaveBeenCalledWith(3);
    expect((await handle(msg('updatesLoaded', { count: 10, page: 1 }))).handled).toBe(true);
  });

  it('ignores unknown types, other versions, bad JSON and malformed payloads — and survives failing actions', async () => {
    const { actions, handle } = setup();
    expect((await handle('not json')).handled).toBe(false);
    expect((await handle(msg('logout', {}, 2))).handled).toBe(false);
    expect((await handle(msg('wipeDevice', {}))).handled).toBe(false);
    expect((await handle(msg('messagesLoaded', { unreadCount: -1 }))).handled).toBe(false);
    expect((await handle(msg('downloadFile', { url: 'https://a.test/f', filename: '' }))).handled).toBe(false);
    actions.download.mockRejectedValueOnce(new Error('disk full'));
    expect(await handle(msg('downloadFile', { url: 'https://a.test/f.pdf', filename: 'f.pdf', mimeType: null }))).toEqual({
      handled: false,
      reason: 'action failed',
    });
    expect(actions.warn).toHaveBeenCalledWith('downloadFile failed: disk full');
  });
});
