import { describe, expect, it, vi } from 'vitest';
import { boot, type BootDependencies } from './boot';

function dependencies(overrides: Partial<BootDependencies> = {}) {
  const mountConsole = vi.fn();
  const deps: BootDependencies = {
    completeSignInFromUrl: async () => null,
    hasSession: () => false,
    signIn: vi.fn(),
    loadConsole: vi.fn(async () => ({ mountConsole })),
    prefetchConsole: vi.fn(),
    ...overrides,
  };
  return { deps, mountConsole };
}

describe('boot', () => {
  it('without a session paints the sign-in screen, prefetches the console and never loads it', async () => {
    const root = document.createElement('div');
    const { deps } = dependencies();
    expect(await boot(root, deps)).toBe('sign-in');
    expect(root.querySelector('button')?.textContent).toBe('Sign in with Stride');
    expect(deps.prefetchConsole).toHaveBeenCalledOnce();
    expect(deps.loadConsole).not.toHaveBeenCalled();
    root.querySelector('button')?.click();
    expect(deps.signIn).toHaveBeenCalledOnce();
  });

  it('shows a failed callback on the sign-in screen (SPEC §5 messages)', async () => {
    const root = document.createElement('div');
    const { deps } = dependencies({
      completeSignInFromUrl: () => Promise.reject(new Error('Pkce state values does not match')),
    });
    await boot(root, deps);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Pkce state values does not match');
  });

  it('with a session shows a status while the console loads, then mounts it', async () => {
    const root = document.createElement('div');
    let release: () => void = () => {};
    const { deps, mountConsole } = dependencies({ hasSession: () => true });
    const loaded = deps.loadConsole;
    deps.loadConsole = () => new Promise((resolve) => (release = () => resolve(loaded())));
    const booted = boot(root, deps);
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')).not.toBeNull());
    release();
    expect(await booted).toBe('console');
    expect(mountConsole).toHaveBeenCalledWith(root, null);
    expect(deps.prefetchConsole).not.toHaveBeenCalled();
  });

  it('after a completed callback goes back to the route the sign-in started from', async () => {
    const root = document.createElement('div');
    const { deps, mountConsole } = dependencies({
      completeSignInFromUrl: async () => '#/horses',
      hasSession: () => true,
    });
    await boot(root, deps);
    expect(window.location.hash).toBe('#/horses');
    expect(mountConsole).toHaveBeenCalledOnce();
  });
});
