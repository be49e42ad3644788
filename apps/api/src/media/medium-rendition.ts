/**
 * Public images stored before medium renditions existed (decision 048) have no `x.medium.webp`, yet
 * `imageUrls` always links one: the media route makes it from the image's full rendition on its first
 * request and stores it, so later requests are plain reads (on either storage driver).
 */
import { buffer } from 'node:stream/consumers';
import { StorageUnavailableError } from '../lib/infrastructure-errors.js';
import { keyOfMedium } from '../lib/urls.js';
import { assertSafeKey, isPublicKey, type StorageDriver } from '../storage/driver.js';
import { mediumImageRendition } from './renditions.js';

/** Largest full rendition read to make a medium one (a public image is at most a few MB). */
const MAX_SOURCE_BYTES = 32 * 1024 * 1024;

/**
 * Makes and stores the medium rendition `key` names from its image's full rendition; false when `key`
 * names no medium rendition or its image is missing or unreadable (the caller answers 404).
 */
export async function deriveMediumRendition(storage: StorageDriver, key: string): Promise<boolean> {
  const source = keyOfMedium(key);
  if (!source || !isPublicKey(source)) return false;
  try {
    assertSafeKey(key);
  } catch {
    return false;
  }
  let body: Buffer;
  try {
    const object = await storage.stat(source);
    if (!object || !object.contentType.startsWith('image/') || object.size > MAX_SOURCE_BYTES) return false;
    body = await buffer(await storage.read(source));
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
  let medium: Buffer;
  try {
    medium = await mediumImageRendition(body);
  } catch {
    return false;
  }
  try {
    await storage.put(key, medium, 'image/webp');
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
  return true;
}
