import { Outline, type IconProps } from '../ui/icons';

/** Like (filled when liked). */
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Outline {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7 4.5c2 0 3.5 1 5 2.8 1.5-1.8 3-2.8 5-2.8 3.3 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </Outline>
);
/** Comments count. */
export const CommentIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20.5 12a8 8 0 0 1-11.7 7.1L4 20.5l1.3-4.2A8 8 0 1 1 20.5 12Z" />
  </Outline>
);
/** Share. */
export const ShareIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 13v5.5A2.5 2.5 0 0 0 7.5 21h9a2.5 2.5 0 0 0 2.5-2.5V13" />
  </Outline>
);
/** Download. */
export const DownloadIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3.5v12M7 10.5l5 5 5-5M4.5 20.5h15" />
  </Outline>
);
/** Delete. */
export const TrashIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </Outline>
);
/** Play badge on video previews. */
export const PlayIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
  </svg>
);
/** A document. */
export const FileIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Outline>
);
/** Audio. */
export const MusicIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </Outline>
);
/** Link copied. */
export const CheckIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Outline>
);
/** Back to the feed. */
export const ChevronLeftIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />
  </Outline>
);
/** Camera (photo counts). */
export const CameraIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Outline>
);
export const PencilIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Outline>
);
