import type { SVGProps } from 'react';
import { cn } from './cn';
// The sprite of the site's own icons: one hashed, immutably cached file (`?no-inline`: <use> cannot
// reference a data: URL), so a page carries a 60-byte <use> per icon instead of its paths (decision 033).
import spriteUrl from './icons.svg?no-inline';

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

/** The names of the icons in icons.svg (one <symbol> each). */
export const SPRITE_ICONS = [
  'logo',
  'plus',
  'menu',
  'close',
  'arrow-right',
  'trophy',
  'users',
  'horseshoe',
  'pin',
  'updates',
  'chat',
  'calendar',
  'post',
  'account',
  'facebook',
  'instagram',
  'x',
  'you-tube',
] as const;
export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/**
 * An icon from the sprite: `.icon` (app/design-system.css) gives it the outline look — current colour,
 * 1.8 stroke, round joins — which the symbol's paths inherit through <use>; filled glyphs set their own.
 */
export function SpriteIcon({ name, className, ...rest }: Omit<IconProps, 'name'> & { name: SpriteIconName }) {
  return (
    <svg aria-hidden="true" className={cn('icon', className)} {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** Hamburger icon for the mobile menu button. */
export const MenuIcon = (p: IconProps) => <SpriteIcon {...p} name="menu" />;
/** Cross icon for close buttons. */
export const CloseIcon = (p: IconProps) => <SpriteIcon {...p} name="close" />;
/** Arrow used on "see more" links and cards. */
export const ArrowRightIcon = (p: IconProps) => <SpriteIcon {...p} name="arrow-right" />;
/** Trophy, for prize money and wins. */
export const TrophyIcon = (p: IconProps) => <SpriteIcon {...p} name="trophy" />;
/** Group of people, for syndicates and shares. */
export const UsersIcon = (p: IconProps) => <SpriteIcon {...p} name="users" />;
/** Horseshoe, the stand-in for a horse without a photo. */
export const HorseshoeIcon = (p: IconProps) => <SpriteIcon {...p} name="horseshoe" />;
/** Map pin, for locations and countries. */
export const PinIcon = (p: IconProps) => <SpriteIcon {...p} name="pin" />;
/** Newspaper, for updates. */
export const UpdatesIcon = (p: IconProps) => <SpriteIcon {...p} name="updates" />;
/** Speech bubble, for messages. */
export const ChatIcon = (p: IconProps) => <SpriteIcon {...p} name="chat" />;
/** Calendar, for entries and declarations. */
export const CalendarIcon = (p: IconProps) => <SpriteIcon {...p} name="calendar" />;
/** Plus in a square, for writing a post. */
export const PostIcon = (p: IconProps) => <SpriteIcon {...p} name="post" />;
/** Person, for the account item. */
export const AccountIcon = (p: IconProps) => <SpriteIcon {...p} name="account" />;
/** Facebook logo. */
export const FacebookIcon = (p: IconProps) => <SpriteIcon {...p} name="facebook" />;
/** Instagram logo. */
export const InstagramIcon = (p: IconProps) => <SpriteIcon {...p} name="instagram" />;
/** X (formerly Twitter) logo. */
export const XIcon = (p: IconProps) => <SpriteIcon {...p} name="x" />;
/** YouTube logo. */
export const YouTubeIcon = (p: IconProps) => <SpriteIcon {...p} name="you-tube" />;
