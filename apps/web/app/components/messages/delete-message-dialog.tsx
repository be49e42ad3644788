import type { Message } from '@stride/shared';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Modal, ModalClose } from '../ui/modal';

export interface DeleteMessageDialogProps {
  /** The message to delete; null keeps the dialog closed. */
  message: Message | null;
  onClose: () => void;
  /** Deletes it; rejects when the API refused (the dialog then says so and stays open). */
  onConfirm: (message: Message) => Promise<void>;
}

/** SPEC §2 delete-message dialog: confirms before a message is removed for everyone in the chat. */
export function DeleteMessageDialog({ message, onClose, onConfirm }: DeleteMessageDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function confirm() {
    if (!message) return;
    setBusy(true);
    setFailed(null);
    try {
      await onConfirm(message);
      onClose();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The message could not be deleted.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setFailed(null);
          onClose();
        }
      }}
      title="Delete message?"
      description="It will be removed from the chat for everyone. This cannot be undone."
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </ModalClose>
          <Button
            className="!bg-danger !text-white !shadow-none"
            loading={busy}
            onClick={() => void confirm()}
          >
            Delete
          </Button>
        </>
      }
    >
      {message && (
        <blockquote className="line-clamp-4 rounded-2xl bg-canvas px-4 py-3 text-sm leading-6 break-words whitespace-pre-wrap text-fg-muted">
          {message.body}
        </blockquote>
      )}
      {failed && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {failed}
        </p>
      )}
    </Modal>
  );
}
