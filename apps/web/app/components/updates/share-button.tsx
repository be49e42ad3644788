import { COPY_MESSAGE_MS } from '@stride/shared';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../ui/cn';
import { useNotify } from '../notifications';
import { browserShareDeps, shareOrCopy } from './share';
import { CheckIcon, ShareIcon } from './update-icons';

/**
 * Share an update: the device's share sheet, else copy the link and say "Copied" for 700 ms
 * (COPY_MESSAGE_MS, SPEC §4).
 */
export function ShareButton({ url, title, className }: { url: string; title: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { notify } = useNotify();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onClick() {
    const outcome = await shareOrCopy({ title, url }, browserShareDeps());
    if (outcome === 'copied') {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_MESSAGE_MS);
    } else if (outcome === 'failed') {
      notify({ kind: 'error', message: `Could not copy the link: ${url}` });
    }
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        copied ? 'bg-success/10 text-success' : 'text-fg-muted hover:bg-ink-900/6 hover:text-fg',
        className,
      )}
    >
      {copied ? <CheckIcon className="size-5" /> : <ShareIcon className="size-5" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Share'}</span>
    </button>
  );
}
