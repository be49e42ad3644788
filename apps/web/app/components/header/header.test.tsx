import { mainMenuFor } from '@stride/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

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
