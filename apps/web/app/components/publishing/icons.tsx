/** Outline icons of the post composer (kept here so the shared icon set stays small). */
import { Outline, type IconProps } from '../ui/icons';

/** Microphone (record audio). */
export const MicIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
  </Outline>
);
/** Filled square (stop). */
export const StopIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <rect x="5" y="5" width="14" height="14" rx="3" fill="currentColor" />
  </svg>
);
/** Paper clip (attach files). */
export const PaperclipIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
  </Outline>
);
/** Photo. */
export const PhotoIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M21 16l-5-5-8 9" />
  </Outline>
);
/** Video camera. */
export const VideoIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2.5" />
    <path d="M16 10.5l5-3v9l-5-3" />
  </Outline>
);
/** Sound wave (audio file). */
export const AudioIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2" />
  </Outline>
);
/** Trophy-ish flag (race entry). */
export const FlagIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Outline>
);
/** Cloud with an upward arrow (drop zone). */
export const UploadIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 8.5 4.75 4.75 0 0 1 17.5 18M12 12v8M9 15l3-3 3 3" />
  </Outline>
);
/** Cross (remove). */
export const XIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Outline>
);
/** Check mark. */
export const CheckIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Outline>
);
/** Warning triangle. */
export const AlertIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 4l9 16H3l9-16zM12 10v4M12 17h.01" />
  </Outline>
);
/** Chevron down. */
export const ChevronDownIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 9l6 6 6-6" />
  </Outline>
);
/** Magnifier. */
export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Outline>
);
