import { useState } from 'react';
import { Button } from '../ui/button';
import { Modal, ModalClose } from '../ui/modal';
import { LockIcon, UnlockIcon } from './messages-icons';

export interface ChatStateButtonProps {
  enabled: boolean;
  /** PATCH chats/{id}/state; rejects when the API refused. */
  onChange: (enabled: boolean) => Promise<void>;
  /** Where a failure is reported (the app's error modal). */
  onError: (error: unknown) => void;
}

/** SPEC §2 suspend or re-open a chat (managers and staff): suspending asks first, re-opening does not. */
export function ChatStateButton({ enabled, onChange, onError }: ChatStateButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    try {
      await onChange(next);
      setConfirming(false);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  if (!enabled) {
    return (
      <Button variant="outline" size="sm" loading={busy} onClick={() => void change(true)}>
        {!busy && <UnlockIcon className="size-4" />}
        Re-open chat
      </Button>
    );
  }
  return (
    <Modal
      open={confirming}
      onOpenChange={(open) => !busy && setConfirming(open)}
      trigger={
        <Button variant="ghost" size="sm" className="text-fg-muted">
          <LockIcon className="size-4" />
          Suspend chat
        </Button>
      }
      title="Suspend this chat?"
      description="Everyone can still read the conversation, but nobody can send messages until you re-open it."
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </ModalClose>
          <Button variant="secondary" loading={busy} onClick={() => void change(false)}>
            Suspend
          </Button>
        </>
      }
    />
  );
}
