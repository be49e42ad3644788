import { describe, expect, it } from 'vitest';
import { HORSES } from './horses.js';
import { horseSlug, pedigreeAnalysis, pedigreeOf, trainerThoughts } from './horse-text.js';

describe('demo horse text', () => {
  it('makes URL slugs without accents or apostrophes', () => {
    expect(horseSlug("Tara's Torch")).toBe('taras-torch');
    expect(horseSlug('Bríd’s Óg Star')).toBe('brids-og-star');
  });

  it('gives horses by the same sire the same paternal ancestry', () => {
    const byKingsfort = HORSES.filter((h) => h.sire === 'kingsfort').map(pedigreeOf);
    expect(byKingsfort.length).toBeGreaterThan(1);
    expect(new Set(byKingsfort.map((p) => `${p.sireSire}/${p.sireDam}/${p.sireSireSire}`)).size).toBe(1);
  });

  it('never repeats a sire as its own dam sire and names every horse once', () => {
    expect(HORSES.every((h) => h.sire !== h.damSire)).toBe(true);
    expect(new Set(HORSES.map((h) => h.name)).size).toBe(HORSES.length);
  });

  it('writes two paragraphs naming the family and the trainer', () => {
    const h = HORSES.find((x) => x.sex === 'Mare')!;
    const analysis = pedigreeAnalysis(h);
    expect(analysis.split('\n\n')).toHaveLength(2);
    expect(analysis).toContain(h.dam);
    expect(analysis).toMatch(/\bher\b/);
    const thoughts = trainerThoughts(h, 'Declan Moran');
    expect(thoughts).toContain(`— Declan Moran`);
    expect(thoughts).not.toMatch(/\{\w+\}/);
  });
});
