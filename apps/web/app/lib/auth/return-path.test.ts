import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const WEB = 'https://stride.test';

describe('safeReturnPath', () => {
  it('keeps local paths with their query, and same-origin absolute URLs as paths', () => {
    expect(safeReturnPath('/syndicates/emerald/?tab=horses', WEB)).toBe('/syndicates/emerald/?tab=horses');
    expect(safeReturnPath('https://stride.test/horses/5/', WEB)).toBe('/horses/5/');
  });

  it('refuses other origins, protocol-relative and script URLs (no open redirect)', () => {
    for (const candidate of ['https://evil.test/x/', '//evil.test/x/', '/\\evil.test/x/', 'javascript:alert(1)', 'http://stride.test/x/']) {
      expect(safeReturnPath(candidate, WEB), candidate).toBeNull();
    }
  });

  it('never returns to home or the sign-in pages themselves', () => {
    for (const candidate of ['/', '/login/', '/register/?x=1', '/auth/logout/', 'https://stride.test/login/?code=1', null, '']) {
      expect(safeReturnPath(candidate, WEB)).toBeNull();
    }
  });
});
