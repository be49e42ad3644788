import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useMinimalDelay } from './use-minimal-delay';

/**
 * A slim brand-coloured bar across the top of the page while a navigation loads. Through
 * useMinimalDelay it only appears when the next page takes longer than 200 ms (SPEC §9), so quick
 * navigations show nothing. It creeps towards 90% while loading and goes when the page arrives.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const visible = useMinimalDelay(navigation.state !== 'idle');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!visible) {
      setProgress(0);
      return;
    }
    // Start from a sliver, then let the long transition carry it most of the way.
    setProgress(12);
    const frame = requestAnimationFrame(() => setProgress(90));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  return (
    <div aria-hidden={!visible} className={cn('nav-progress', visible ? 'opacity-100' : 'opacity-0')}>
      {visible && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="h-full bg-brand shadow-[0_0_8px_var(--color-brand)] transition-[width] duration-[8s] ease-out"
          style={{ width: `${progress}%` }}
        />
      )}
    </div>
  );
}
