import type { Collection, PromoVideo } from '@stride/shared';
import { apiGet, reportReadFailure } from '../../lib/api/client.server';
import { apiMediaPath } from '../../lib/media-url';

/** What the home page's promo video section needs; its URLs as `apiMediaPath` gives them. */
export interface PromoVideoData {
  title: string;
  videoUrl: string;
  posterUrl: string | null;
}

/** The newest promo video (SPEC §7 `GET promo-videos`), or null when there is none or the API fails. */
export async function loadPromoVideo(
  publicApiUrl: string,
  signal?: AbortSignal,
): Promise<PromoVideoData | null> {
  try {
    const { data } = await apiGet<Collection<PromoVideo>>('/api/promo-videos?itemsPerPage=1', { signal });
    const video = data[0];
    const videoUrl = apiMediaPath(video?.videoUrl, publicApiUrl);
    if (!video || !videoUrl) return null;
    return { title: video.title, videoUrl, posterUrl: apiMediaPath(video.posterUrl, publicApiUrl) };
  } catch (cause) {
    reportReadFailure('GET /api/promo-videos', cause, signal);
    return null;
  }
}
