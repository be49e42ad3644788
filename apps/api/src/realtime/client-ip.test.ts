import { describe, expect, it } from 'vitest';
import { socketClientIp } from './client-ip.js';

const env = { TRUST_PROXY: false, TRUSTED_PROXIES: ['127.0.0.1', '::1', '10.0.0.0/8'] };

describe('socketClientIp', () => {
  it('uses the connection address without a forwarded header', () => {
    expect(socketClientIp({ address: '::ffff:203.0.113.7', headers: {} }, env)).toBe('203.0.113.7');
  });

  it('believes X-Forwarded-For only from trusted proxies, walking from the nearest hop', () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' };
    expect(socketClientIp({ address: '127.0.0.1', headers }, env)).toBe('203.0.113.9');
    expect(
      socketClientIp({ address: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.1, 10.0.0.5' } }, env),
    ).toBe('198.51.100.1');
    expect(socketClientIp({ address: '192.0.2.50', headers }, env)).toBe('192.0.2.50');
  });

  it('takes the first hop when every proxy is trusted', () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' };
    expect(socketClientIp({ address: '192.0.2.50', headers }, { ...env, TRUST_PROXY: true })).toBe(
      '198.51.100.1',
    );
  });
});
