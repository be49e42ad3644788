import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountriesList } from '@stride/shared';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

describe('GET /api/countries-list', () => {
  it('answers every country as {value, label} sorted by name, with IE and GB preferred', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/countries-list' });
    expect(res.statusCode).toBe(200);
    const body = res.json<CountriesList>();
    expect(body.preferredChoices).toEqual([
      { value: 'IE', label: 'Ireland' },
      { value: 'GB', label: 'United Kingdom' },
    ]);
    expect(body.choices).toHaveLength(COUNTRIES.length);
    expect(body.choices.slice(0, 2)).toEqual([
      { value: 'AF', label: 'Afghanistan' },
      { value: 'AX', label: 'Åland Islands' },
    ]);
    const labels = body.choices.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.choices).toContainEqual({ value: 'FR', label: 'France' });
  });

  it('may be cached publicly for a day and ignores query parameters', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/countries-list?page=0&locale=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json<CountriesList>().choices[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
  });
});
