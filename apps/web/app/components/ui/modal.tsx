import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal (wrapped with Radix's Trigger asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap closing ones in `ModalClose`. */
  footer?: ReactNode;
  className?: string;
}

/** Closes the surrounding Modal when its child (a button) is activated. */
export const ModalClose = Dialog.Close;

/**
 * The shared modal dialog (SPEC §2 "Shared pieces"): focus trap, Escape and outside click to close,
 * scroll lock and labelling from Radix Dialog; centred card on every screen size.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-card bg-surface p-6 shadow-float focus:outline-none data-[state=open]:animate-pop-in sm:p-8',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="pr-10 text-xl font-bold tracking-tight text-fg">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm leading-6 text-fg-muted">
              {description}
            </Dialog.Description>
          )}
          {children && <div className="mt-5">{children}</div>}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>
          )}
          <Dialog.Close
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-fg-muted transition-colors hover:bg-ink-900/6 hover:text-fg"
            aria-label="Close"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
