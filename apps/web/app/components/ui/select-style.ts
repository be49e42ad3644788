import { cn } from './cn';

/**
 * The design system's select look (issue 18 item 15): the same height, border, radius, focus ring and
 * padding as text inputs, with the browser's own arrow replaced by the system's chevron, so a native
 * select (best keyboard and mobile behaviour) no longer looks different from the fields around it.
 */
export function selectClassName(error?: string | null): string {
  return cn(
    'h-12 w-full appearance-none rounded-control border bg-surface bg-[length:20px] bg-[right_14px_center] bg-no-repeat px-4 pr-10 text-base text-fg',
    "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234a5368' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")]",
    'focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-canvas',
    error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
  );
}
