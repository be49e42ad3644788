// @vitest-environment node
import { decodeJwtPayload, isAccessTokenValid } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import {
  SIGNED_OUT_NOTIFICATION,
  clickTarget,
  isFreshEnough,
  isUserCache,
  notificationFromPush,
  offlineSessionToken,
  routeFor,
  userCacheName,
} from './policy';

const origins = { web: 'https://stride.test', api: 'https://api.stride.test' };
const get = (url: string, destination = '') => ({ method: 'GET', url, destination });

describe('routeFor', () => {
  it('keeps member pages and React Router data of the web origin', () => {
    expect(routeFor(get('https://stride.test/updates/', 'document'), origins)).toBe('page');
    expect(routeFor(get('https://stride.test/messages/4/'), origins)).toBe('page');
    expect(routeFor(get('https://stride.test/updates/_.data'), origins)).toBe('page');
  });

  it('never keeps auth, sign-in, the back office, logs or the worker itself', () => {
    for (const path of ['/auth/token/', '/admin/', '/log/', '/sw.js', '/native/push-subscription/']) {
      expect(routeFor(get(`https://stride.test${path}`), origins)).toBeNull();
    }
  });

  it("keeps the API's reads and images of either origin, nothing of other sites", () => {
    expect(routeFor(get('https://api.stride.test/api/updates?page=1'), origins)).toBe('api');
    expect(routeFor(get('https://api.stride.test/media/p/1/feed.jpg', 'image'), origins)).toBe('image');
    expect(routeFor(get('https://cdn.example/x.jpg', 'image'), origins)).toBeNull();
    expect(routeFor(get('https://api.stride.test/api/docs/json'), origins)).toBeNull();
    expect(routeFor({ method: 'PUT', url: 'https://api.stride.test/api/updates/1' }, origins)).toBeNull();
  });

  it('singles out the sign-in pages (start and callback), which are never kept either', () => {
    expect(routeFor(get('https://stride.test/login/?redirect=%2Fupdates%2F', 'document'), origins)).toBe('sign-in');
    expect(routeFor(get('https://stride.test/login/?code=abc&state=xyz', 'document'), origins)).toBe('sign-in');
    expect(routeFor(get('https://stride.test/register/', 'document'), origins)).toBe('sign-in');
    expect(routeFor(get('https://api.stride.test/login/'), origins)).toBeNull();
  });

  it('singles out the logout and session-token posts', () => {
    expect(routeFor({ method: 'POST', url: 'https://stride.test/auth/logout/' }, origins)).toBe('logout');
    expect(routeFor({ method: 'POST', url: 'https://stride.test/auth/token/' }, origins)).toBe('session-token');
    expect(routeFor({ method: 'POST', url: 'https://api.stride.test/api/updates' }, origins)).toBeNull();
  });
});

describe('per-user caches', () => {
  it('names every member cache after its user, and recognises them all for clearing', () => {
    expect(userCacheName(7, 'pages')).not.toBe(userCacheName(8, 'pages'));
    expect(isUserCache(userCacheName(7, 'data'))).toBe(true);
    expect(isUserCache('workbox-precache-v2-https://stride.test/')).toBe(false);
  });
});

describe('offlineSessionToken', () => {
  it('is a short-lived, unsigned placeholder the browser client takes as valid', () => {
    const token = offlineSessionToken(1000);
    expect(isAccessTokenValid(token, 1001)).toBe(true);
    expect(isAccessTokenValid(token, 1031)).toBe(false);
    expect(decodeJwtPayload(token)).toMatchObject({ offline: true });
    expect(token.endsWith('.offline')).toBe(true);
  });
});

describe('notifications', () => {
  it('reads the API payload and opens its page', () => {
    const shown = notificationFromPush(
      JSON.stringify({ title: 'Jet · Stride One', body: 'Great gallop', url: 'https://stride.test/updates/9/', userId: 7 }),
      'https://stride.test',
      7,
    );
    expect(shown).toMatchObject({ title: 'Jet · Stride One', body: 'Great gallop', url: 'https://stride.test/updates/9/' });
  });

  it('shows nothing of a push meant for another member, or with nobody signed in', () => {
    const payload = JSON.stringify({ title: 'Jet · Stride One', body: 'Great gallop', url: 'https://stride.test/updates/9/', userId: 7 });
    for (const signedIn of [8, null]) {
      const shown = notificationFromPush(payload, 'https://stride.test', signedIn);
      expect(shown).toMatchObject({ ...SIGNED_OUT_NOTIFICATION, url: 'https://stride.test/updates/' });
      expect(JSON.stringify(shown)).not.toContain('Great gallop');
    }
  });

  it('still shows something for an unreadable payload, and never opens another site', () => {
    expect(notificationFromPush('nonsense', 'https://stride.test')).toMatchObject({
      title: 'Stride',
      url: 'https://stride.test/updates/',
    });
    expect(clickTarget('https://evil.example/phish', 'https://stride.test')).toBe('https://stride.test/updates/');
    expect(clickTarget('/messages/3/', 'https://stride.test')).toBe('https://stride.test/messages/3/');
  });
});

describe('isFreshEnough', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const day = 24 * 3600;

  it('hands out an answer up to the maximum age by its Date header, not one older', () => {
    expect(isFreshEnough('Sat, 14 Nov 2026 12:00:00 GMT', now, 14 * day)).toBe(true);
    expect(isFreshEnough('Sat, 14 Nov 2026 11:59:59 GMT', now, 14 * day)).toBe(false);
  });

  it('counts an answer without a readable date as fresh (opaque images)', () => {
    expect(isFreshEnough(null, now, day)).toBe(true);
    expect(isFreshEnough('not a date', now, day)).toBe(true);
  });
});
