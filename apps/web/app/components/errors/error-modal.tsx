import { type AppError, errorModalContent } from '@stride/shared';
import { Button } from '../ui/button';
import { Modal, ModalClose } from '../ui/modal';

export interface ErrorModalProps {
  /** The error on screen. */
  error: AppError;
  /** How many are pending in all (Close clears every one). */
  count?: number;
  /** Clears the errors. */
  onClose: () => void;
}

/**
 * SPEC §2 generic error modal: the current error with a Close button that clears errors. What it
 * shows follows SPEC §8 "Modal display" (auth: code and message; HTTP: code, server response after a
 * colon, and message; custom: name and message; view-framework: name, component and message; window:
 * the message) through the shared errorModalContent.
 */
export function ErrorModal({ error, count = 1, onClose }: ErrorModalProps) {
  const { title, message } = errorModalContent(error);
  const others = count - 1;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={message}
      footer={
        <ModalClose asChild>
          <Button variant="secondary">Close</Button>
        </ModalClose>
      }
    >
      {others > 0 && (
        <p className="text-sm text-fg-subtle">
          {others === 1 ? 'One more error was reported.' : `${others} more errors were reported.`}
        </p>
      )}
    </Modal>
  );
}
