// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from './trailing-slash.js';

describe('trailingSlashRedirect', () => {
  it('adds the slash to page paths and keeps the query', () => {
    expect(trailingSlashRedirect('GET', '/about-us')).toBe('/about-us/');
    expect(trailingSlashRedirect('HEAD', '/horses/12/ginger?tab=pedigree&x=1')).toBe(
      '/horses/12/ginger/?tab=pedigree&x=1',
    );
  });

  it('leaves canonical paths and the root alone', () => {
    expect(trailingSlashRedirect('GET', '/')).toBeNull();
    expect(trailingSlashRedirect('GET', '/?utm=1')).toBeNull();
    expect(trailingSlashRedirect('GET', '/syndicates/')).toBeNull();
  });

  it('ignores files, assets, the API, health checks and framework internals', () => {
    expect(trailingSlashRedirect('GET', '/favicon.ico')).toBeNull();
    expect(trailingSlashRedirect('GET', '/assets/root-abc123')).toBeNull();
    expect(trailingSlashRedirect('GET', '/api')).toBeNull();
    expect(trailingSlashRedirect('GET', '/api/horses')).toBeNull();
    expect(trailingSlashRedirect('GET', '/healthz')).toBeNull();
    expect(trailingSlashRedirect('GET', '/__manifest?p=%2Fabout-us%2F')).toBeNull();
    expect(trailingSlashRedirect('GET', '/about-us/_.data')).toBeNull();
  });

  it('only redirects safe methods', () => {
    expect(trailingSlashRedirect('POST', '/login')).toBeNull();
  });

  it('never produces a protocol-relative redirect', () => {
    expect(trailingSlashRedirect('GET', '//evil-host')).toBe('/evil-host/');
  });
});
