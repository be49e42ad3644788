import { describe, expect, it } from 'vitest';
import { idFromReference, iri, referenceField } from './references.js';

describe('references', () => {
  it('builds IRIs', () => {
    expect(iri('posts', 7)).toBe('/api/posts/7');
  });

  it('reads ids, numeric strings and IRIs of the right resource', () => {
    expect(idFromReference(12)).toBe(12);
    expect(idFromReference(' 12 ')).toBe(12);
    expect(idFromReference('/api/horses/12', 'horses')).toBe(12);
    expect(idFromReference('/api/syndicates/12', 'horses')).toBeNull();
    expect(idFromReference('/api/syndicates/12')).toBe(12);
  });

  it('rejects everything else', () => {
    for (const value of [
      0,
      -1,
      1.5,
      '',
      'abc',
      '/api/horses/',
      '/horses/1',
      null,
      undefined,
      {},
      '9'.repeat(20),
    ]) {
      expect(idFromReference(value, 'horses')).toBeNull();
    }
  });

  it('gives one message for missing and malformed references', () => {
    const schema = referenceField('horses', 'Please Select Horse');
    expect(schema.parse('/api/horses/3')).toBe(3);
    for (const value of [undefined, null, '', '/api/syndicates/3']) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'Please Select Horse',
      ]);
    }
  });
});
