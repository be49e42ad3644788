import type { SVGProps } from 'react';

/** Props of every icon: any SVG attribute. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * Shared outline-icon frame: 24px grid, current colour, hidden from assistive tech by default. Feature
 * icon sets (updates, messages, composer) draw inside it so every icon shares one look.
 */
export function Outline({ children, ...rest }: IconProps) {
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
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Hamburger icon for the mobile menu button. */
export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Outline>
);
/** Cross icon for close buttons. */
export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Outline>
);
/** Arrow used on "see more" links and cards. */
export const ArrowRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Outline>
);
/** Trophy, for prize money and wins. */
export const TrophyIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M9 20h6" />
  </Outline>
);
/** Group of people, for syndicates and shares. */
export const UsersIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8" />
  </Outline>
);
/** Horseshoe, the stand-in for a horse without a photo. */
export const HorseshoeIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M7 20H5.5C4.5 16 4 13.5 4 11a8 8 0 0 1 16 0c0 2.5-.5 5-1.5 9H17M7 20l.5-3M17 20l-.5-3M8 11h.01M16 11h.01M12 7h.01" />
  </Outline>
);
/** Map pin, for locations and countries. */
export const PinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Outline>
);
/** Newspaper, for updates. */
export const UpdatesIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 5h11v14H6a1 1 0 0 1-1-1V5zM16 9h3v9a1 1 0 0 1-2 0M8 9h5M8 12h5M8 15h3" />
  </Outline>
);
/** Speech bubble, for messages. */
export const ChatIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12z" />
  </Outline>
);
/** Calendar, for entries and declarations. */
export const CalendarIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M8 3v4M16 3v4M4 10h16" />
  </Outline>
);
/** Plus in a square, for writing a post. */
export const PostIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </Outline>
);
/** Person, for the account item. */
export const AccountIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);

/** Filled brand glyphs for the footer's social links. */
function Filled({ children, ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}
/** Facebook logo. */
export const FacebookIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  </Filled>
);
/** Instagram logo. */
export const InstagramIcon = (p: IconProps) => (
  <Outline {...p} strokeWidth="1.9">
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.3 6.7h.01" />
  </Outline>
);
/** X (formerly Twitter) logo. */
export const XIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M17.8 3.5h3l-6.6 7.5 7.7 9.5h-6l-4.7-5.8-5.4 5.8h-3l7-7.9-7.4-9.1h6.1l4.3 5.3 5-5.3zm-1 15.3h1.7L7.2 5.1H5.4l11.4 13.7z" />
  </Filled>
);
/** YouTube logo. */
export const YouTubeIcon = (p: IconProps) => (
  <Filled {...p}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z" />
  </Filled>
);
