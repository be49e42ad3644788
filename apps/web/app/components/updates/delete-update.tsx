import { useNavigate } from 'react-router';
import { useDeleteUpdate } from '../../lib/members/use-updates';
import { ConfirmDelete } from './confirm-delete';
import { TrashIcon } from './update-icons';

/** SPEC §2 delete confirmation: only offered when the API says the user may delete (post.permissions.delete). */
export function DeleteUpdateButton({ postId }: { postId: number }) {
  const remove = useDeleteUpdate();
  const navigate = useNavigate();
  return (
    <ConfirmDelete
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
      confirmLabel="Delete update"
      doneMessage="The update was deleted."
      busy={remove.isPending}
      onConfirm={(done, failed) =>
        remove.mutate(postId, {
          onSuccess: () => {
            done();
            void navigate('/updates/');
          },
          onError: failed,
        })
      }
    />
  );
}
