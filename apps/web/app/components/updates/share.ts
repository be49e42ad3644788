/**
 * Sharing an update (SPEC §2, §8): the Web Share API where the device has it, otherwise — or when sharing
 * fails — copying the link, with a textarea + execCommand fallback for browsers without the async
 * clipboard. Pure of React so every branch is tested.
 */

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser features sharing uses; `navigator` and `document` in the app, fakes in tests. */
export interface ShareDeps {
  share?: (data: { title?: string; url: string }) => Promise<void>;
  canShare?: (data: { title?: string; url: string }) => boolean;
  writeText?: (text: string) => Promise<void>;
  /** Last resort: copies through a selected textarea; true when the browser says it copied. */
  legacyCopy?: (text: string) => boolean;
}

/** Copies text with the async clipboard, falling back to the legacy copy. */
export async function copyText(text: string, deps: ShareDeps): Promise<boolean> {
  if (deps.writeText) {
    try {
      await deps.writeText(text);
      return true;
    } catch {
      // Permission refused or not focused: try the old way.
    }
  }
  return deps.legacyCopy?.(text) ?? false;
}

/** Shares the link natively when possible; otherwise copies it (SPEC §8: failures fall back to copying). */
export async function shareOrCopy(
  data: { title?: string; url: string },
  deps: ShareDeps,
): Promise<ShareOutcome> {
  if (deps.share && (deps.canShare?.(data) ?? true)) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url, deps)) ? 'copied' : 'failed';
}

/** The real browser's features. */
export function browserShareDeps(): ShareDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
    legacyCopy: (text) => {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      try {
        return document.execCommand('copy');
      } catch {
        return false;
      } finally {
        area.remove();
      }
    },
  };
}
