/** Public URL of a stored key (the API's /media route), as the presenters build it. */
import { config } from '../config';

/** URL of an uploaded public file, or null. */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `${config.apiUrl}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}
