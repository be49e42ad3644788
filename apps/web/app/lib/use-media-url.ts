import { mediaUrl } from './media-url';
import { useOptionalRootData } from './root-data';

/**
 * Resolves API media URLs (absolute, or relative to the API origin) for the browser, with the API's
 * public URL from the root loader. Outside the app's route tree (a component test) a URL stays as given.
 */
export function useMediaUrl(): (url: string | null | undefined) => string | null {
  const env = useOptionalRootData()?.env;
  return (url) => (env ? mediaUrl(url, env.PUBLIC_API_URL) : (url ?? null));
}
