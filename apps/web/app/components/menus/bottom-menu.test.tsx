import { bottomMenuFor } from '@stride/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomMenu } from './bottom-menu';

function renderFor(user: Parameters<typeof bottomMenuFor>[0]) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <BottomMenu items={bottomMenuFor(user)} /> }]);
  return render(<Stub />);
}

describe('mobile bottom menu per role (SPEC §2)', () => {
  it('gives members updates, horses, entries, messages and syndicate', () => {
    renderFor({ roles: ['Member', 'User'], syndicates: [{ stride: true }] });
    const titles = within(screen.getByRole('navigation', { name: 'Quick' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Updates', 'Horses', 'Entries', 'Messages', 'Syndicate']);
  });

  it('gives staff entries and post, plus account when all their syndicates are non-stride', () => {
    renderFor({ roles: ['Staff'], syndicates: [{ stride: false }] });
    const links = within(screen.getByRole('navigation', { name: 'Quick' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entries', '/entries-and-declarations/'],
      ['Post', '/write-a-post/'],
      ['Account', '/settings/'],
    ]);
  });

  it('is absent for visitors and plain users', () => {
    renderFor(null);
    expect(screen.queryByRole('navigation', { name: 'Quick' })).toBeNull();
  });
});
