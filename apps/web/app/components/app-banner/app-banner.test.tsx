import { STORAGE_KEYS } from '@stride/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_BANNER_DISMISSED_KEY, AppBanner } from './app-banner';
import { APP_LINKS } from './app-links';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
});

const banner = () => screen.queryByRole('complementary', { name: 'Get the Stride app' });

describe('AppBanner', () => {
  it('shows the store links when showAppLinks is on', () => {
    render(<AppBanner show />);
    expect(banner()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toBe(APP_LINKS.ios.url);
    expect(screen.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe(
      APP_LINKS.android.url,
    );
  });

  it('follows the setting', () => {
    render(<AppBanner show={false} />);
    expect(banner()).toBeNull();
  });

  it('never shows inside the native wrappers', () => {
    localStorage.setItem(STORAGE_KEYS.environment, 'ios');
    render(<AppBanner show />);
    expect(banner()).toBeNull();
  });

  it('waits for the cookie banner to be answered', () => {
    localStorage.removeItem(STORAGE_KEYS.cookieAccepted);
    render(<AppBanner show />);
    expect(banner()).toBeNull();
  });

  it('can be closed for the session', () => {
    const { unmount } = render(<AppBanner show />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(banner()).toBeNull();
    expect(sessionStorage.getItem(APP_BANNER_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<AppBanner show />);
    expect(banner()).toBeNull();
  });
});
