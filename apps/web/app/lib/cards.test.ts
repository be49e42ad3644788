import { describe, expect, it } from 'vitest';
import { buildHorse as horse, buildSyndicate as syndicate } from '../test/factories';
import { toHorseCard, toSyndicateCard } from './cards';

describe('toHorseCard', () => {
  it('links to /horses/{id}/{name}/, keeps images on the API as their path and formats prize money in euro', () => {
    const card = toHorseCard(horse(), 'https://api.stride.example');
    expect(card.href).toBe('/horses/12/galway-gale/');
    expect(card.imageUrl).toBe('/storage/h/12-small.jpg');
    expect(card.prizeMoney).toBe('€123,450');
    expect(card.syndicateName).toBe('Emerald Racing Club');
  });

  it('has no image when the horse has none', () => {
    expect(toHorseCard(horse({ image: null }), 'http://api.test').imageUrl).toBeNull();
  });
});

describe('toSyndicateCard', () => {
  it('links to the slug path and keeps absolute logo URLs', () => {
    const card = toSyndicateCard(syndicate(), 'http://api.test');
    expect(card.href).toBe('/syndicates/emerald-racing-club/');
    expect(card.logoUrl).toBe('https://cdn.example/l-small.png');
    expect(card.pricePerShare).toBe('€2,500');
  });

  it('falls back to the numeric path when there is no slug (the route redirects it)', () => {
    expect(toSyndicateCard(syndicate({ slug: null }), 'http://api.test').href).toBe('/syndicates/7/');
  });
});
