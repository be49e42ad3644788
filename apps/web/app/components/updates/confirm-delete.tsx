/**
 * The delete button of the members' pages (an update, a comment) with its confirmation dialog: nothing is
 * sent until the user confirms; the dialog stays open with the button busy until the server answered, then
 * closes with a notification, or shows the server's error.
 */
import { type ReactNode, useState } from 'react';
import { useNotify } from '../notifications';
import { Button } from '../ui/button';
import { Modal, ModalClose } from '../ui/modal';

export interface ConfirmDeleteProps {
  /** The visible trigger (button content and classes are the caller's). */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** Shown once the server agreed. */
  doneMessage: string;
  busy: boolean;
  /** Sends the delete; calls `done` on success or `failed` with the error. */
  onConfirm: (done: () => void, failed: (error: Error) => void) => void;
}

/** A trigger that opens the confirmation, and the confirmation that deletes. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const { notify } = useNotify();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={props.trigger}
      title={props.title}
      description={props.description}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button
            className="bg-danger text-white shadow-none"
            loading={props.busy}
            onClick={() =>
              props.onConfirm(
                () => {
                  setOpen(false);
                  notify({ kind: 'success', message: props.doneMessage });
                },
                (error) => notify({ kind: 'error', message: error.message }),
              )
            }
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
