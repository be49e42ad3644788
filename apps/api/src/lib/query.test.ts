import { describe, expect, it } from 'vitest';
import { booleanParam, orderParam, parseId, parseReference, referenceListParam } from './query.js';

describe('query parameters', () => {
  it('reads references as plain ids or IRIs of the right collection', () => {
    expect(parseReference('12', 'horses')).toBe(12);
    expect(parseReference('/api/horses/12', 'horses')).toBe(12);
    expect(parseReference('/api/syndicates/12', 'horses')).toBeNull();
    expect(parseReference('12abc', 'horses')).toBeNull();
    expect(parseReference('0', 'horses')).toBeNull();
    expect(parseReference('99999999999', 'horses')).toBeNull();
  });

  it('parses path ids strictly', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('-7')).toBeNull();
    expect(parseId('7.5')).toBeNull();
    expect(parseId('2147483648')).toBeNull();
  });

  it('accepts one or many list values and rejects bad ones', () => {
    const schema = referenceListParam('syndicates');
    expect(schema.parse('3')).toEqual([3]);
    expect(schema.parse(['3', '/api/syndicates/4'])).toEqual([3, 4]);
    expect(schema.safeParse(['3', 'x']).success).toBe(false);
    expect(schema.safeParse(Array.from({ length: 101 }, (_, i) => String(i + 1))).success).toBe(false);
  });

  it('reads booleans and sort directions', () => {
    expect(booleanParam.parse('true')).toBe(true);
    expect(booleanParam.parse('0')).toBe(false);
    expect(booleanParam.safeParse('yes').success).toBe(false);
    expect(orderParam.parse('DESC')).toBe('desc');
    expect(orderParam.safeParse('up').success).toBe(false);
  });
});
