import { mediumDateTime, relativeTimeLabel } from '@stride/shared';
import { useEffect, useState } from 'react';

/** "{label} ago" with the SPEC §9 labels (few seconds, 1 Min, N Mins … N Years). */
export function agoLabel(iso: string, now: number = Date.now()): string {
  return `${relativeTimeLabel(iso, now)} ago`;
}

/**
 * How long ago something was posted, as the SPEC §9 relative-time labels, refreshed every minute; the
 * exact date is in the `title` and the `dateTime` attribute.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const time = Date.parse(iso);
  return (
    <time
      dateTime={iso}
      title={Number.isNaN(time) ? undefined : mediumDateTime(new Date(time))}
      className={className}
      suppressHydrationWarning
    >
      {agoLabel(iso, now)}
    </time>
  );
}
