import { describe, expect, it } from 'vitest';
import { backButtonAction, navigationTarget, parseSiteUrl, startUrl } from './urls';

describe('wrapper URLs', () => {
  it('opens the configured site with the environment query the web stores', () => {
    const site = parseSiteUrl('https://stride.example/');
    expect(site).toBe('https://stride.example');
    expect(startUrl(site, 'ios')).toBe('https://stride.example/?environment=ios');
    expect(startUrl(site, 'android', '/updates/')).toBe('https://stride.example/updates/?environment=android');
    expect(() => parseSiteUrl(undefined)).toThrow(/SITE_URL/);
    expect(() => parseSiteUrl('ftp://stride.example')).toThrow(/http/);
  });

  it('keeps the site and its sign-in pages in the WebView, sends other pages to the browser', () => {
    const site = 'https://stride.example';
    const api = 'https://api.stride.example';
    expect(navigationTarget('https://stride.example/horses/', site, [api])).toBe('webview');
    expect(navigationTarget('https://api.stride.example/login?client_id=x', site, [api])).toBe('webview');
    expect(navigationTarget('https://www.facebook.com/stride', site, [api])).toBe('browser');
    expect(navigationTarget('tel:+353123', site)).toBe('system');
    expect(navigationTarget('about:blank', site)).toBe('webview');
  });

  it('goes back inside the site while it can, else lets Android close the app', () => {
    expect(backButtonAction(true)).toBe('goBack');
    expect(backButtonAction(false)).toBe('exit');
  });
});
