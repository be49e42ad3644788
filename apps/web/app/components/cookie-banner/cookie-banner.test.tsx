import { STORAGE_KEYS } from '@stride/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CookieBanner, HIDE_ANSWERED_BANNER } from './cookie-banner';

function renderBanner() {
  const Stub = createRoutesStub([{ path: '/', Component: CookieBanner }]);
  return render(<Stub initialEntries={['/']} />);
}

beforeEach(() => localStorage.clear());

describe('CookieBanner', () => {
  it('shows until accepted; Accept stores both flags and hides it', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(banner).getByRole('link', { name: 'How we use cookies' }).getAttribute('href')).toBe(
      '/privacy-policy/#before-cookies',
    );
    act(() => fireEvent.click(within(banner).getByRole('button', { name: 'Accept' })));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookieAccepted)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.agreedForAnalytics)).toBe('true');
  });

  it('is in the server render with the script that hides it, before paint, for a visitor who answered', () => {
    const Stub = createRoutesStub([{ path: '/', Component: CookieBanner }]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    // The script comes first, so it runs before the banner is parsed (no flash, no layout shift).
    expect(html.indexOf(HIDE_ANSWERED_BANNER)).toBeGreaterThan(-1);
    expect(html.indexOf(HIDE_ANSWERED_BANNER)).toBeLessThan(html.indexOf('class="cookie-banner'));

    const run = new Function(HIDE_ANSWERED_BANNER);
    delete document.documentElement.dataset.consent;
    run();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    run();
    expect(document.documentElement.dataset.consent).toBe('');
    delete document.documentElement.dataset.consent;
  });

  it('stays hidden once accepted', () => {
    localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('manages: essential locked on, analytics from the stored value, saved choice accepted', async () => {
    localStorage.setItem(STORAGE_KEYS.agreedForAnalytics, 'true');
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential cookies' });
    expect(essential.getAttribute('aria-checked')).toBe('true');
    expect(essential.hasAttribute('disabled')).toBe(true);
    // Not accepted yet, so analytics starts off whatever a stale key says.
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy/#before-cookies',
    );
    fireEvent.click(analytics);
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save choices' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.agreedForAnalytics)).toBe('true');
  });

  it('keeps analytics off with "Essential only"', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Essential only' })));
    expect(localStorage.getItem(STORAGE_KEYS.cookieAccepted)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.agreedForAnalytics)).toBe('false');
  });
});
