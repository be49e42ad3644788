import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const html =
  '<h2 id="before-cookies">Cookies</h2><p>See <a href="/syndicates/">our syndicates</a>, ' +
  '<a href="https://elsewhere.example/" target="_blank" rel="noopener">a partner</a> or ' +
  '<a href="/media/guide.pdf">the guide</a>.</p>';

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/privacy-policy/', Component: () => <RichText html={html} /> },
    { path: '/syndicates/', Component: () => <h1>Syndicates list</h1> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('RichText', () => {
  it('renders the API’s HTML as is, keeping anchor ids', () => {
    renderAt('/privacy-policy/');
    expect(screen.getByRole('heading', { name: 'Cookies' }).id).toBe('before-cookies');
    expect(screen.getByRole('link', { name: 'a partner' }).getAttribute('target')).toBe('_blank');
  });

  it('navigates inside the app for links to the site’s own pages', async () => {
    renderAt('/privacy-policy/');
    fireEvent.click(screen.getByRole('link', { name: 'our syndicates' }));
    expect(await screen.findByRole('heading', { name: 'Syndicates list' })).toBeTruthy();
  });

  it('leaves new-tab links and files to the browser', () => {
    renderAt('/privacy-policy/');
    const external = screen.getByRole('link', { name: 'a partner' });
    expect(fireEvent.click(external)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'the guide' }))).toBe(true);
  });
});
