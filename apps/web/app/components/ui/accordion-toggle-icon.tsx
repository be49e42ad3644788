import { cn } from './cn';
import { SpriteIcon } from './icons';

/**
 * The round "+" that turns into "×" on an open accordion panel. Shared by the Radix Accordion and the
 * home page FAQ, which stays library-free for the public pages' JavaScript budget; each passes its own
 * rotate class (state attribute or prop).
 */
export function AccordionToggleIcon({ className }: { className?: string }) {
  return (
    // Holds only the sprite icon, which is aria-hidden itself.
    <span className={cn('toggle-icon', className)}>
      <SpriteIcon name="plus" />
    </span>
  );
}
