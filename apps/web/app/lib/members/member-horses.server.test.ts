// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberHorsesQuery } from './member-horses.server';

describe('memberHorsesQuery', () => {
  it("asks for the member's horses with the horse count as the page size (SPEC §7)", () => {
    expect(Object.fromEntries(new URLSearchParams(memberHorsesQuery(8)))).toEqual({
      horseOfUserSyndicates: 'true',
      horseOfCurrentUser: 'true',
      page: '1',
      itemsPerPage: '8',
    });
  });

  it('never asks for an empty page', () => {
    expect(new URLSearchParams(memberHorsesQuery(0)).get('itemsPerPage')).toBe('1');
  });
});
