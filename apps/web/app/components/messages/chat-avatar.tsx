import { cn } from '../ui/cn';

/** Calm, high-contrast backgrounds (white text passes AA on each); picked by a stable hash of the seed. */
const PALETTE = ['#3d5a80', '#7b2d52', '#1f6f5c', '#8a4b08', '#4c3f91', '#155e75', '#8b2e2e', '#3f6212'];

/** A stable palette colour for a name or id. */
export function avatarColour(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}

/** Up to two capital letters from a name ("Aoife Brennan (LRC)" → "AB"). */
export function avatarInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]}${words.at(-1)}` : (words[0] ?? '?');
  return letters.toUpperCase();
}

export interface ChatAvatarProps {
  name: string;
  /** Seed of the colour (so two chats with the same label still differ). */
  seed: string;
  size?: 'sm' | 'md' | 'lg';
  /** Group chats get a rounded square instead of a circle. */
  group?: boolean;
  className?: string;
}

const sizes = { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-10 text-sm' } as const;

/** The initials disc of a chat or person; decorative (the name is always written next to it). */
export function ChatAvatar({ name, seed, size = 'md', group = false, className }: ChatAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center font-semibold tracking-wide text-white shadow-[inset_0_0_0_1px_rgb(255_255_255/0.12)] select-none',
        group ? 'rounded-2xl' : 'rounded-full',
        sizes[size],
        className,
      )}
      style={{ backgroundColor: avatarColour(seed) }}
    >
      {avatarInitials(name)}
    </span>
  );
}
