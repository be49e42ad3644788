import { STORAGE_KEYS } from '@stride/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberFieldOf, visitorFieldOf } from './join-schemas';
import {
  clearPendingSyndicate,
  parseSyndicateId,
  readPendingSyndicate,
  writePendingSyndicate,
} from './pending-syndicate';
import { joinTargetOf } from './use-join-triggers';

beforeEach(() => localStorage.clear());

describe('pending syndicate', () => {
  it('is kept under the shared key until cleared', () => {
    writePendingSyndicate(12);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSyndicateId)).toBe('12');
    expect(readPendingSyndicate()).toBe(12);
    clearPendingSyndicate();
    expect(readPendingSyndicate()).toBeNull();
  });

  it('accepts only positive whole ids', () => {
    for (const bad of ['', 'abc', '0', '-3', '1.5', '99999999999', null])
      expect(parseSyndicateId(bad)).toBeNull();
    expect(parseSyndicateId(' 42 ')).toBe(42);
    localStorage.setItem(STORAGE_KEYS.pendingSyndicateId, '<script>');
    expect(readPendingSyndicate()).toBeNull();
  });
});

describe('join triggers and field mapping', () => {
  it('finds the syndicate of the clicked element or of its nearest trigger ancestor', () => {
    document.body.innerHTML =
      '<div data-join-syndicate="7"><span id="inner">Request info</span></div><p id="plain"></p>';
    expect(joinTargetOf(document.getElementById('inner'))).toBe(7);
    expect(joinTargetOf(document.getElementById('plain'))).toBeNull();
    expect(joinTargetOf(null)).toBeNull();
  });

  it('puts server violations on the dialog fields, phoneNumber on phone', () => {
    expect(
      ['firstname', 'lastname', 'email', 'phone', 'phoneNumber', 'syndicate'].map(visitorFieldOf),
    ).toEqual(['firstname', 'lastname', 'email', 'phone', 'phone', null]);
    expect(['dateOfBirth', 'countryCode', 'syndicate'].map(memberFieldOf)).toEqual([
      'dateOfBirth',
      'countryCode',
      null,
    ]);
  });
});
