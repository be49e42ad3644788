import type { MenuItem } from '@stride/shared';
import { NavLink } from '../ui/link';
import { cn } from '../ui/cn';

export interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  /** Classes added when the link points at the current page. */
  activeClassName?: string;
}

/** A menu entry: a NavLink with aria-current on the current page; home matches only itself. */
export function MenuLink({ item, className, activeClassName }: MenuLinkProps) {
  return (
    <NavLink
      to={item.path}
      end={item.path === '/'}
      prefetch="intent"
      className={({ isActive }) => cn(className, isActive && activeClassName)}
    >
      {item.title}
    </NavLink>
  );
}
