import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteUpdate } from '../../lib/members/use-updates';
import { useNotify } from '../notifications';
import { Button } from '../ui/button';
import { Modal, ModalClose } from '../ui/modal';
import { TrashIcon } from './update-icons';

/** SPEC §2 delete confirmation: only offered when the API says the user may delete (post.permissions.delete). */
export function DeleteUpdateButton({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUpdate();
  const navigate = useNavigate();
  const { notify } = useNotify();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className="inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-danger transition-colors hover:bg-danger/8 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <TrashIcon className="size-5" />
          Delete
        </button>
      }
      title="Delete this update?"
      description="It disappears for every member of the syndicate, with its comments and likes. This cannot be undone."
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button
            className="bg-danger text-white shadow-none"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(postId, {
                onSuccess: () => {
                  setOpen(false);
                  notify({ kind: 'success', message: 'The update was deleted.' });
                  void navigate('/updates/');
                },
                onError: (error) => notify({ kind: 'error', message: error.message }),
              })
            }
          >
            Delete update
          </Button>
        </>
      }
    />
  );
}
