import { cn } from './cn';

/**
 * The round "+" that turns into "×" on an open accordion panel. Shared by the Radix Accordion and the
 * home page FAQ, which stays library-free for the public pages' JavaScript budget; each passes its own
 * rotate class (state attribute or prop).
 */
export function AccordionToggleIcon({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-ink-900/5 transition-transform duration-200',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <path d="M12 5v14M5 12h14" />
      </svg>
    </span>
  );
}
