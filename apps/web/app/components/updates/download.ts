/**
 * Downloading a photo, video or audio of an update (SPEC §2, §7, §8): inside the native wrappers the app
 * asks the wrapper with the `downloadFile` message; on the web the file is fetched and saved under its
 * original name. A failed fetch is logged as 'Network response was not ok' (lib/log).
 */
import { UI_ERROR_MESSAGES } from '@stride/shared';
import { logDownloadFailure } from '../../lib/log';
import { isInsideWrapper, postNativeMessage } from './native-message';

export type DownloadOutcome = 'native' | 'downloaded' | 'failed' | 'conversion-failed';

/** What a download needs from the browser; real ones by default, fakes in tests. */
export interface DownloadDeps {
  insideWrapper?: () => boolean;
  postToWrapper?: (payload: { url: string; filename: string; mimeType: string }) => boolean;
  fetch?: typeof fetch;
  save?: (blob: Blob, filename: string) => void;
  log?: (context: Record<string, string | number | undefined>) => void;
  /** Turns the fetched bytes into the exported file (photos: PNG, SPEC §9); a throw is 'conversion-failed'. */
  convert?: (blob: Blob, filename: string) => Promise<File>;
}

/** Saves a blob through a temporary object URL and a download link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads one file; never throws. */
export async function downloadFile(
  file: { url: string; filename: string; mimeType: string },
  deps: DownloadDeps = {},
): Promise<DownloadOutcome> {
  const insideWrapper = deps.insideWrapper ?? (() => isInsideWrapper());
  if (insideWrapper()) {
    const post = deps.postToWrapper ?? ((payload) => postNativeMessage('downloadFile', payload));
    if (post(file)) return 'native';
  }
  const log = deps.log ?? ((context) => void logDownloadFailure(context));
  try {
    const response = await (deps.fetch ?? fetch)(file.url);
    if (!response.ok) throw new Error(UI_ERROR_MESSAGES.downloadFailed);
    const blob = await response.blob();
    if (deps.convert) {
      let exported: File;
      try {
        exported = await deps.convert(blob, file.filename);
      } catch {
        return 'conversion-failed';
      }
      (deps.save ?? saveBlob)(exported, exported.name);
      return 'downloaded';
    }
    (deps.save ?? saveBlob)(blob, file.filename);
    return 'downloaded';
  } catch (error) {
    log({
      url: file.url,
      filename: file.filename,
      reason: error instanceof Error ? error.message : undefined,
    });
    return 'failed';
  }
}
