import type { ReactNode, SVGProps } from 'react';
import type { NotificationKind } from './notification-model';

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
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

const paths: Record<NotificationKind, ReactNode> = {
  information: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 12.5l2.5 2.5 4.5-5" />
    </>
  ),
  error: (
    <>
      <path d="M12 3.5l9.5 16.5h-19L12 3.5z" />
      <path d="M12 10v4.5M12 17.5h.01" />
    </>
  ),
};

/** The icon of a notification kind (SPEC §9: information by default). Decorative: the text says it all. */
export function NotificationIcon({ kind, ...rest }: IconProps & { kind: NotificationKind }) {
  return (
    <Outline data-icon={kind} {...rest}>
      {paths[kind]}
    </Outline>
  );
}
