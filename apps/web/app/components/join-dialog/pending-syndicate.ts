/**
 * The syndicate a visitor was asking about, kept in local storage (SPEC §2, §3 "pending syndicate id") so
 * the join dialog reopens after they sign in; closing the dialog or a successful request removes it.
 */
import { STORAGE_KEYS } from '@stride/shared';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the dialog still works, it just will not reopen.
    return null;
  }
}

/** A positive whole syndicate id from untrusted text (storage, query, data attribute), else null. */
export function parseSyndicateId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The pending syndicate id, or null. */
export function readPendingSyndicate(store: KeyValueStorage | null = storage()): number | null {
  try {
    return parseSyndicateId(store?.getItem(STORAGE_KEYS.pendingSyndicateId));
  } catch {
    return null;
  }
}

/** Remembers the syndicate the dialog is open for. */
export function writePendingSyndicate(id: number, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(STORAGE_KEYS.pendingSyndicateId, String(id));
  } catch {
    // Quota or privacy mode: nothing to remember then.
  }
}

/** Forgets the pending syndicate (dialog closed or request sent). */
export function clearPendingSyndicate(store: KeyValueStorage | null = storage()): void {
  try {
    store?.removeItem(STORAGE_KEYS.pendingSyndicateId);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
