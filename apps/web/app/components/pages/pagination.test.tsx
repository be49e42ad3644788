import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageSlots } from './pagination';

describe('pageSlots', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageSlots(1, 10)).toEqual([1, 2, 'gap', 10]);
    // A gap never hides a single page.
    expect(pageSlots(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageSlots(1, 0)).toEqual([]);
  });
});

function renderPagination(page: number, totalPages: number) {
  const Stub = createRoutesStub([
    {
      path: '/syndicates/',
      Component: () => (
        <Pagination page={page} totalPages={totalPages} basePath="/syndicates/" label="Syndicates pages" />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/syndicates/']} />);
}

describe('Pagination', () => {
  it('renders real links with the current page marked', () => {
    renderPagination(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Syndicates pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/syndicates/');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/syndicates/?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/syndicates/?page=3',
    );
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 2');
  });

  it('disables the edge that leads nowhere and hides itself for a single page', () => {
    renderPagination(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
  });

  it('renders nothing when everything fits on one page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
