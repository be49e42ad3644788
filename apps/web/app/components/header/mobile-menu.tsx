import type { MenuItem } from '@stride/shared';
import { Suspense, lazy, useRef, useState } from 'react';
import { MenuIcon } from '../ui/icons';
import type { CurrentUser } from '../../lib/session';

// The panel (Radix dialog: focus trap, scroll lock) is fetched on first hover, focus or tap of the
// button, not with every page (decision 026).
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));
const preload = () => void import('./mobile-menu-dialog');

export interface MobileMenuProps {
  user: CurrentUser | null;
  items: MenuItem[];
}

/**
 * SPEC §2 mobile slide-in menu: the Open menu button, and the panel once it has been opened (closes on
 * outside click or on tapping any link or button inside it, locks page scrolling while open).
 */
export function MobileMenu({ user, items }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="icon-btn lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            user={user}
            items={items}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
