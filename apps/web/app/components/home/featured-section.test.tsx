import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toHorseCard } from '../../lib/cards';
import { buildHorse } from '../../test/factories';
import { HorseCard } from '../horses/horse-card';
import { FeaturedSection } from './featured-section';
import type { HorseCardData } from '../../lib/cards';

function renderSection(items: HorseCardData[], failed: boolean) {
  const Stub = createRoutesStub([
    {
      // The root loader's data: cards resolve their images with the API's public URL.
      id: 'root',
      path: '/',
      loader: () => ({ env: { PUBLIC_API_URL: 'http://api.test' } }),
      HydrateFallback: () => null,
      Component: () => (
        <FeaturedSection
          id="featured-horses"
          eyebrow="Featured"
          title="Horses"
          allHref="/horses/"
          allLabel="View all horses"
          items={items}
          failed={failed}
          itemKey={(horse) => horse.href}
          renderItem={(horse) => <HorseCard horse={horse} />}
          emptyIcon={null}
          emptyTitle="No featured horses yet"
          emptyText="Browse every horse in the meantime."
          unavailableText="We could not load the featured horses."
        />
      ),
    },
  ]);
  return render(<Stub />);
}

describe('FeaturedSection', () => {
  it('renders one card per item with its link, image and prize money', async () => {
    const horse = toHorseCard(
      buildHorse({ id: 9, slug: 'kildare-dancer', name: 'Kildare Dancer' }),
      'http://api.test',
    );
    renderSection([horse], false);
    expect((await screen.findByRole('link', { name: 'Kildare Dancer' })).getAttribute('href')).toBe(
      '/horses/9/kildare-dancer/',
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe('http://api.test/storage/h/12-small.jpg');
    expect(screen.getByText('€123,450')).toBeTruthy();
  });

  it('explains an empty list', async () => {
    renderSection([], false);
    expect(await screen.findByText('No featured horses yet')).toBeTruthy();
  });

  it('says the list is unavailable when the API failed, instead of pretending it is empty', async () => {
    renderSection([], true);
    expect(await screen.findByText('Horses are unavailable right now')).toBeTruthy();
    expect(screen.getByText('We could not load the featured horses.')).toBeTruthy();
  });
});
