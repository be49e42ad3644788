import { Suspense, lazy, useState } from 'react';
import type { ModalProps } from './modal';

// Radix Dialog (focus trap, scroll lock, portal: ~10 KiB gzip) loads the first time a dialog opens,
// not with every page a visitor lands on (issue 19, decision 026).
const Modal = lazy(() => import('./modal').then((module) => ({ default: module.Modal })));

/** Starts loading the dialog code ahead of a likely open (e.g. on hover or focus of what opens it). */
export function preloadModal(): void {
  void import('./modal');
}

/**
 * The shared Modal for dialogs that start closed: renders nothing (and downloads nothing) until it is
 * first opened, then stays mounted so closing animates and reopening is instant. Same props as Modal;
 * the trigger prop is not supported (the opener is outside, so it can be on the page before the code).
 */
export function LazyModal(props: Omit<ModalProps, 'trigger'>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
