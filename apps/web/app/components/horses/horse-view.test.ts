import { describe, expect, it } from 'vitest';
import { buildHorse } from '../../test/factories';
import { horsePath, syndicatePath, toHorseView } from './horse-view';

describe('horse view', () => {
  it('builds the canonical named path, the PDF path and the syndicate link', () => {
    const view = toHorseView(
      buildHorse({ id: 5, slug: 'kildare-dancer', syndicate: { id: 3, slug: 'emerald', name: 'Emerald' } }),
      'http://api.test',
    );
    expect(view.path).toBe('/horses/5/kildare-dancer/');
    expect(view.pdfPath).toBe('/horses/5/pdf/');
    expect(view.syndicate).toEqual({ name: 'Emerald', path: '/syndicates/emerald/' });
    expect(view.imageUrl).toBe('http://api.test/storage/h/12.jpg');
  });

  it('falls back to the bare id and numeric syndicate paths', () => {
    expect(horsePath({ id: 5, slug: '' })).toBe('/horses/5/');
    expect(syndicatePath({ id: 3, slug: null })).toBe('/syndicates/3/');
  });

  it('shows dashes for unknown facts and € for prize money', () => {
    const view = toHorseView(buildHorse({ age: null, location: '', prizeMoney: 0 }), 'http://api.test');
    expect(view.profile).toContainEqual({ label: 'Age', value: '—' });
    expect(view.profile).toContainEqual({ label: 'Location', value: '—' });
    expect(view.record[0]).toEqual({ label: 'Prize money', value: '€0' });
  });
});
