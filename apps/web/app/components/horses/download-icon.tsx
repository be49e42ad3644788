import type { SVGProps } from 'react';

/** Arrow into a tray, for file downloads (the pedigree PDF). */
export function DownloadIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 19h14" />
    </svg>
  );
}
