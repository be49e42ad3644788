import { data } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Suspense, lazy, useState } from 'react';
import { MemberPageHeader } from '../../../components/members/member-page-header';
import { RichText } from '../../../components/pages/rich-text';
import { AuthorLine } from '../../../components/updates/author-line';
import { CommentsSection } from '../../../components/updates/comments-section';
import { DeleteUpdateButton } from '../../../components/updates/delete-update';
import { LikeButton } from '../../../components/updates/like-button';
import { RaceEntryBlock } from '../../../components/updates/race-entry-block';
import { DraftOrScheduledBadge } from '../../../components/publishing/scheduled-badge';
import { ShareButton } from '../../../components/updates/share-button';
import { ChevronLeftIcon } from '../../../components/updates/update-icons';
import { UpdateMedia } from '../../../components/updates/update-media';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { UpdatesIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api/errors';
import { useMarkViewed, useUpdate } from '../../../lib/members/use-updates';
import type { Route } from './+types/detail';

// The editor (Tiptap, the composer's pieces) is code a reader needs only after pressing Edit: loading it
// with the page put the update page 120 KiB gzip over its JavaScript budget (issue 19).
const EditUpdatePanel = lazy(() =>
  import('../../../components/publishing/edit-update').then((m) => ({ default: m.EditUpdatePanel })),
);

export const meta: Route.MetaFunction = () => [{ title: 'Update | Stride' }];

/** The id of the path; a non-numeric id is a 404 before anything is fetched. */
export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data('Update not found', { status: 404 });
  return { id };
}

function BackLink() {
  return (
    <Link
      to="/updates/"
      className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ChevronLeftIcon className="size-4.5" /> All updates
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="aspect-video w-full rounded-2xl" />
    </div>
  );
}

/**
 * A single update (SPEC §2): marks it viewed on opening, full media (video through hls.js, audio, photos,
 * files) with downloads, the race entry, like and share, delete for those allowed, and the comments.
 */
export default function UpdateDetailPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const update = useUpdate(id);
  const post = update.data;
  const [editing, setEditing] = useState(false);
  useMarkViewed(id, update.isSuccess && !update.isPlaceholderData);
  const notFound =
    update.error instanceof ApiRequestError && (update.error.status === 404 || update.error.status === 403);
  const shareUrl =
    typeof window === 'undefined' ? `/updates/${id}/` : `${window.location.origin}/updates/${id}/`;

  return (
    <>
      <MemberPageHeader
        title={post?.horse?.name ?? post?.syndicate.name ?? 'Update'}
        eyebrow={<BackLink />}
      />
      <Container width="narrow" className="py-6 sm:py-10">
        <div className="mx-auto grid max-w-2xl grid-cols-1 gap-8">
          {post ? (
            <>
              <article
                aria-labelledby="update-title"
                className="grid grid-cols-1 gap-5 rounded-card border border-line/70 bg-surface p-4 shadow-card sm:p-6"
                data-testid="update-detail"
              >
                <h2 id="update-title" className="sr-only">
                  Update from {post.authorLabel}
                </h2>
                <div className="flex items-start justify-between gap-3">
                  <AuthorLine post={post} />
                  {post.publicationStatus !== 'published' && (
                    <DraftOrScheduledBadge postId={post.id} canEdit={post.permissions.edit} />
                  )}
                </div>
                {editing && (
                  <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                    <EditUpdatePanel post={post} onClose={() => setEditing(false)} />
                  </Suspense>
                )}
                {!editing && post.comment.trim() !== '' && (
                  <RichText html={post.comment} compact className="[&>:first-child]:mt-0" />
                )}
                {!editing && (post.assets.length > 0 || post.assetsStatus === 'processing') && (
                  <UpdateMedia
                    assets={post.assets}
                    processing={post.assetsStatus === 'processing'}
                    owner={post}
                  />
                )}
                {post.horseEntry && <RaceEntryBlock entry={post.horseEntry} />}
                <div className="-mx-2 flex flex-wrap items-center gap-1 border-t border-line/70 pt-3">
                  <LikeButton post={post} />
                  <ShareButton
                    url={shareUrl}
                    title={`${post.authorLabel}: ${post.horse?.name ?? post.syndicate.name}`}
                  />
                  {(post.permissions.delete || post.permissions.edit) && (
                    <span className="ml-auto flex gap-1">
                      {post.permissions.edit && !editing && (
                        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                          Edit
                        </Button>
                      )}
                      {post.permissions.delete && <DeleteUpdateButton postId={post.id} />}
                    </span>
                  )}
                </div>
              </article>
              <CommentsSection postId={post.id} />
            </>
          ) : update.isPending ? (
            <DetailSkeleton />
          ) : (
            <EmptyState
              icon={<UpdatesIcon className="size-6" />}
              title={notFound ? 'This update is not available' : 'We could not load this update'}
              description={
                notFound
                  ? 'It may have been deleted, or it belongs to another syndicate.'
                  : update.error?.message
              }
              action={
                notFound ? undefined : (
                  <Button variant="outline" onClick={() => void update.refetch()}>
                    Try again
                  </Button>
                )
              }
            />
          )}
        </div>
      </Container>
    </>
  );
}
