import { describe, expect, it, vi } from 'vitest';
import { renderLoading, renderSignInScreen } from './sign-in-screen';

describe('sign-in screen', () => {
  it('shows who the back office is for and one sign-in button, without an alert when nothing failed', () => {
    const root = document.createElement('div');
    renderSignInScreen(root, { problem: null, signIn: () => {} });
    expect(root.querySelector('h1')?.textContent).toBe('Stride back office');
    expect(root.textContent).toContain('You sign in with your Stride account.');
    expect(root.querySelector('[role="alert"]')).toBeNull();
    const buttons = root.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    // A native button: focusable and pressed with Enter or Space, never a submit.
    expect(buttons[0]?.type).toBe('button');
    expect(buttons[0]?.textContent).toBe('Sign in with Stride');
  });

  it('announces why the last sign-in failed', () => {
    const root = document.createElement('div');
    renderSignInScreen(root, { problem: 'Pkce state values does not match', signIn: () => {} });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Pkce state values does not match');
  });

  it('starts the sign-in once and disables the button while the browser leaves', () => {
    const root = document.createElement('div');
    const signIn = vi.fn();
    const button = renderSignInScreen(root, { problem: null, signIn });
    button.click();
    button.click();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('replaces what the root held, and the loading placeholder is a status', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>old</p>';
    renderLoading(root);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the back office…');
    renderSignInScreen(root, { problem: null, signIn: () => {} });
    expect(root.textContent).not.toContain('old');
    expect(root.querySelector('[role="status"]')).toBeNull();
  });
});
