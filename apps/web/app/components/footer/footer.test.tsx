import { footerMenuFor } from '@stride/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/auth-session';
import { Footer } from './footer';

function renderFooter() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Footer user={null} items={footerMenuFor(null)} year={2031} /> },
  ]);
  return render(<Stub />);
}

describe('Footer', () => {
  it('lists the role-based menu and the login/sign-up links for a visitor', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const titles = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(footerMenuFor(null).map((item) => item.title));
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register/');
  });

  it('offers Logout instead of login/sign-up to a signed-in user', () => {
    const user = buildCurrentUser();
    const Stub = createRoutesStub([{ path: '/', Component: () => <Footer user={user} items={footerMenuFor(user)} year={2031} /> }]);
    render(<Stub />);
    expect(screen.getByRole('button', { name: 'Logout' }).closest('form')?.getAttribute('action')).toBe('/auth/logout/');
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('opens the four social networks in a new tab', () => {
    renderFooter();
    const social = within(screen.getByRole('list', { name: 'Social networks' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('prints the copyright line with the given year', () => {
    renderFooter();
    expect(screen.getByText('© 2031 Stride. All rights reserved.')).toBeTruthy();
  });
});
