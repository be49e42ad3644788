import type { APIRequestContext } from '@playwright/test';
import { API_URL } from '../env';

/** Reads the public API like a visitor does: with an anonymous client-credentials token. */
export async function publicApi(request: APIRequestContext) {
  const tokenResponse = await request.post(`${API_URL}/oauth/v2/token`, {
    form: { grant_type: 'client_credentials', client_id: 'stride-web' },
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  return async function get<T>(path: string): Promise<T> {
    const response = await request.get(`${API_URL}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
}

export interface SyndicateJson {
  id: number;
  slug: string | null;
  name: string;
  pricePerShare: number;
  numberOfShares: number;
  trainer: string;
  paymentLink: string | null;
}

export interface HorseJson {
  id: number;
  slug: string;
  name: string;
  sire: string;
  dam: string;
  trainer: string;
  pedigree: Record<string, string>;
}

/** Euro cents as the site shows them (SPEC §1: EUR, symbol €). */
export function euro(cents: number): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
