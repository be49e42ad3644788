/**
 * The only way a contact reason row becomes JSON: the select needs an id and a label, nothing more.
 */
import type { ContactReason as ContactReasonJson } from '@stride/shared';
import type { ContactReason } from '../db/schema/index.js';

/** Presents a contact reason as a select choice. */
export function presentContactReason(reason: ContactReason): ContactReasonJson {
  return { id: reason.id, label: reason.label };
}
