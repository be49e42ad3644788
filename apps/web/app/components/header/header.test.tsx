import { mainMenuFor } from '@stride/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/auth-session';
import type { CurrentUser } from '../../lib/session';
import { Header } from './header';

function renderSignedIn(user: CurrentUser) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Header user={user} items={mainMenuFor(user)} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

function renderHeader() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Header user={null} items={mainMenuFor(null)} /> },
    { path: '/faq/', Component: () => <p>FAQ page</p> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('Header for a visitor', () => {
  it('links the logo home and shows the visitor menu with Register and Login', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Stride home' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Racing Club', 'FAQ', 'Contact us']);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login/');
  });

  it('opens the 326px mobile menu and closes it when a link is tapped', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.className).toContain('w-[326px]');
    fireEvent.click(within(dialog).getByRole('link', { name: 'FAQ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('FAQ page')).toBeTruthy();
  });

  it('closes the mobile menu on a tap outside it', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // Radix starts listening for outside pointer events one tick after opening.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Radix dismisses on the click that completes an outside press.
    fireEvent.pointerDown(document.body, { button: 0 });
    fireEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the mobile menu with Escape', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Header for a signed-in user', () => {
  it('shows their menu, the messages link, the account menu and Logout instead of Register and Login', async () => {
    const member = buildCurrentUser({
      syndicates: [
        {
          id: 1,
          stride: true,
          slug: 's',
          name: 'S',
          themeColour: '#F36A81',
          themeFont: 'Arial',
          backgroundImage: null,
        },
      ],
    });
    renderSignedIn(member);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Entries and declarations', 'Updates', 'Horses', 'Syndicate']);
    expect((await screen.findByRole('link', { name: 'Messages' })).getAttribute('href')).toBe('/messages/');
    // Loaded with the signed-in header only (a lazy chunk).
    expect(await screen.findByRole('button', { name: 'Account menu for Aoife Brennan' })).toBeTruthy();
    const logout = screen.getAllByRole('button', { name: 'Logout' })[0]!;
    const form = logout.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/auth/logout/');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows staff and managers the messages link too, though their menus have no Messages item', async () => {
    for (const role of ['ROLE_MANAGER', 'ROLE_STAFF']) {
      const { unmount } = renderSignedIn(
        buildCurrentUser({ roles: [role, 'ROLE_USER'], allRoles: [role, 'ROLE_USER'] }),
      );
      expect((await screen.findByRole('link', { name: 'Messages' })).getAttribute('href')).toBe('/messages/');
      unmount();
    }
  });

  it('shows a plain user no messages link', () => {
    renderSignedIn(buildCurrentUser({ roles: ['ROLE_USER'], allRoles: ['ROLE_USER'] }));
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('offers who is signed in and Logout at the bottom of the mobile menu', async () => {
    renderSignedIn(buildCurrentUser());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('aoife@stride.test')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Logout' }).getAttribute('type')).toBe('submit');
  });
});
