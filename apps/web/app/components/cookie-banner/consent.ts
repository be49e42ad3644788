/**
 * Cookie consent (SPEC §2 "Cookie banner", §9 essential + optional analytics) kept in the SPEC's
 * local-storage keys: `cookieAccepted` and `agreedForAnalytics`. One small store so the banner, the
 * manage dialog and the analytics loader agree, across tabs too (storage events).
 */
import { STORAGE_KEYS } from '@stride/shared';
import { useServerSnapshotWhileTakingOver } from '../../lib/hydration/takeover';

export interface Consent {
  /** The visitor answered the banner (it stays hidden from then on). */
  accepted: boolean;
  /** The visitor agreed to analytics; analytics run only when this is true and `accepted` is. */
  analytics: boolean;
}

/** Before anyone answered: nothing accepted, analytics off. */
export const NO_CONSENT: Consent = Object.freeze({ accepted: false, analytics: false });

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
const CHANGE_EVENT = 'stride:consent-change';

function storage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let cached: { accepted: string | null; analytics: string | null; value: Consent } | null = null;

/** The stored consent (the same object while nothing changed, as useSyncExternalStore needs). */
export function readConsent(store: KeyValueStorage | null = storage()): Consent {
  let accepted: string | null = null;
  let analytics: string | null = null;
  try {
    accepted = store?.getItem(STORAGE_KEYS.cookieAccepted) ?? null;
    analytics = store?.getItem(STORAGE_KEYS.agreedForAnalytics) ?? null;
  } catch {
    return NO_CONSENT;
  }
  if (cached && cached.accepted === accepted && cached.analytics === analytics) return cached.value;
  const value: Consent = {
    accepted: accepted === 'true',
    analytics: accepted === 'true' && analytics === 'true',
  };
  cached = { accepted, analytics, value };
  return value;
}

/** Stores the visitor's answer: accepted, with their analytics choice. */
export function acceptCookies(analytics: boolean, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    store?.setItem(STORAGE_KEYS.agreedForAnalytics, analytics ? 'true' : 'false');
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

const consentOnServer = (): Consent | null => null;

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The visitor's consent; null while rendering on the server and hydrating (unknown until the browser says). */
export function useConsent(): Consent | null {
  return useServerSnapshotWhileTakingOver<Consent | null>(subscribe, readConsent, consentOnServer);
}
