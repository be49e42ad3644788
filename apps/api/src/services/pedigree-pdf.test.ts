import { describe, expect, it } from 'vitest';
import {
  PedigreePdfCache,
  etagMatches,
  pedigreeColumns,
  pedigreePdfEtag,
  pedigreePdfFilename,
  pedigreePdfKey,
} from './pedigree-pdf.js';

describe('pedigree PDF helpers', () => {
  it('keys a PDF by horse, last edit and syndicate name', () => {
    const base = { horseId: 7, updatedAt: new Date('2025-03-01T10:00:00Z'), syndicateName: 'Brook Lane' };
    const key = pedigreePdfKey(base);
    expect(pedigreePdfKey({ ...base })).toBe(key);
    expect(pedigreePdfKey({ ...base, updatedAt: new Date('2025-03-01T10:00:01Z') })).not.toBe(key);
    expect(pedigreePdfKey({ ...base, syndicateName: 'Other' })).not.toBe(key);
    expect(pedigreePdfEtag(key)).toBe(pedigreePdfEtag(key));
    expect(pedigreePdfEtag(key)).not.toBe(pedigreePdfEtag(`${key}x`));
  });

  it('makes safe attachment file names', () => {
    expect(pedigreePdfFilename('galway-gale')).toBe('galway-gale-pedigree.pdf');
    expect(pedigreePdfFilename('Bad "name"\r\n; x')).toBe('bad-name-x-pedigree.pdf');
    expect(pedigreePdfFilename('---')).toBe('horse-pedigree.pdf');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('lays the pedigree out as parents, grandparents and great-grandparents in sire-first order', () => {
    const names = [
      'sire',
      'dam',
      'sireSire',
      'sireDam',
      'damSire',
      'damDam',
      'sireSireSire',
      'sireSireDam',
      'sireDamSire',
      'sireDamDam',
      'damSireSire',
      'damSireDam',
      'damDamSire',
      'damDamDam',
    ] as const;
    const pedigree = Object.fromEntries(names.map((n) => [n, n.toUpperCase()])) as Record<
      (typeof names)[number],
      string
    >;
    const columns = pedigreeColumns({ name: 'Horse', pedigree });
    expect(columns.map((c) => c.length)).toEqual([1, 2, 4, 8]);
    expect(columns.flat().map((n) => n.name)).toEqual(['Horse', ...names.map((n) => n.toUpperCase())]);
    expect(columns[1]!.map((n) => n.relation)).toEqual(['Sire', 'Dam']);
  });
});

describe('PedigreePdfCache', () => {
  it('builds once per key, shares a build in flight and evicts the least recently used', async () => {
    const cache = new PedigreePdfCache(2);
    let builds = 0;
    const build = (text: string) => () => {
      builds += 1;
      return Promise.resolve(Buffer.from(text));
    };
    const [a1, a2] = await Promise.all([cache.get('a', build('A')), cache.get('a', build('A'))]);
    expect(builds).toBe(1);
    expect(a1).toBe(a2);
    await cache.get('b', build('B'));
    await cache.get('a', build('A')); // a is now the most recent
    await cache.get('c', build('C')); // evicts b
    expect(cache.size).toBe(2);
    expect(builds).toBe(3);
    await cache.get('a', build('A'));
    expect(builds).toBe(3);
    await cache.get('b', build('B'));
    expect(builds).toBe(4);
  });

  it('forgets a failed build so the next request tries again', async () => {
    const cache = new PedigreePdfCache();
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    await expect(cache.get('x', () => Promise.resolve(Buffer.from('ok')))).resolves.toEqual(
      Buffer.from('ok'),
    );
  });
});
