import { Outline, type IconProps } from '../ui/icons';

/** Paper plane, for the send button. */
export const SendIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4.5 12 3 4.5l18 7.5-18 7.5L4.5 12zm0 0H12" />
  </Outline>
);
/** Magnifier, for the chat search. */
export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Outline>
);
/** Padlock, for a suspended chat. */
export const LockIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
  </Outline>
);
/** Open padlock, for re-opening a chat. */
export const UnlockIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 6.8-1.2" />
  </Outline>
);
/** Bin, for deleting a message. */
export const BinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 11v5M13.5 11v5" />
  </Outline>
);
/** Chevron pointing left, for "back to chats". */
export const BackIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />
  </Outline>
);
/** Two speech bubbles, for the empty conversation panel. */
export const ConversationIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M15 10a6 6 0 0 1-8.7 5.4L3 16.5l1-3A6 6 0 1 1 15 10z" />
    <path d="M9.6 17.4A6 6 0 0 0 17.7 19L21 20l-1-3.2a6 6 0 0 0-3.3-8.4" />
  </Outline>
);
/** Cross in a circle, for clearing the search. */
export const ClearIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m8.5 8.5 7 7m0-7-7 7" />
  </Outline>
);
