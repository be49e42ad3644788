import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MemberPageHeader } from '../../../components/members/member-page-header';
import { HorseFilter } from '../../../components/updates/horse-filter';
import { postNativeMessage } from '../../../components/updates/native-message';
import { UpdateCard, UpdateCardSkeleton } from '../../../components/updates/update-card';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { UpdatesIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useInfiniteScroll } from '../../../lib/infinite-scroll/use-infinite-scroll';
import { useFeed } from '../../../lib/members/use-updates';
import { useRootData } from '../../../lib/root-data';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => [{ title: 'Updates | Stride' }];

/** The horse id of the `?horse=` filter, or null. */
export function horseFilterFrom(params: URLSearchParams): number | null {
  const value = Number(params.get('horse'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Updates (SPEC §2): the member's feed — published updates of their horses, newest first, merged by id,
 * with a horse filter and SPEC §4 infinite scroll; tells a native wrapper `updatesLoaded`.
 */
export default function UpdatesPage() {
  const { user } = useRootData();
  const [params, setParams] = useSearchParams();
  const horseId = horseFilterFrom(params);
  const feed = useFeed({ horseId });
  const { posts, pagesLoaded } = feed;

  useInfiniteScroll({
    hasNextPage: feed.hasNextPage,
    isLoading: feed.isFetching,
    loadMore: () => void feed.fetchNextPage(),
    enabled: feed.isSuccess,
  });

  // SPEC §7: the wrapper hears about every page the feed shows.
  const announced = useRef(0);
  useEffect(() => {
    if (pagesLoaded > announced.current) {
      announced.current = pagesLoaded;
      postNativeMessage('updatesLoaded', { count: posts.length, page: pagesLoaded });
    }
  }, [pagesLoaded, posts.length]);

  const chooseHorse = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('horse');
    else next.set('horse', String(id));
    setParams(next, { preventScrollReset: true });
  };

  return (
    <>
      <MemberPageHeader
        eyebrow="Members"
        title="Updates"
        intro="News, photos, videos and race days from your stables."
      >
        <HorseFilter horses={user?.horses ?? []} value={horseId} onChange={chooseHorse} />
      </MemberPageHeader>
      <Container width="narrow" className="py-6 sm:py-10">
        <div
          className="mx-auto grid max-w-2xl grid-cols-1 gap-5"
          aria-busy={feed.isPending || feed.isFetchingNextPage}
        >
          {feed.isPending ? (
            <>
              <p className="sr-only" role="status">
                Loading updates
              </p>
              <UpdateCardSkeleton />
              <UpdateCardSkeleton />
              <UpdateCardSkeleton />
            </>
          ) : feed.isError && posts.length === 0 ? (
            <EmptyState
              icon={<UpdatesIcon className="size-6" />}
              title="We could not load your updates"
              description={feed.error.message}
              action={
                <Button variant="outline" onClick={() => void feed.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : posts.length === 0 ? (
            <EmptyState
              icon={<UpdatesIcon className="size-6" />}
              title={horseId === null ? 'No updates yet' : 'No updates for this horse yet'}
              description="When your trainer or racing manager posts news, photos or race entries, they appear here."
            />
          ) : (
            <>
              <ol
                className="grid grid-cols-1 gap-5"
                aria-label="Updates"
                data-testid="feed"
                data-pages={pagesLoaded}
              >
                {posts.map((post) => (
                  <li key={post.id}>
                    <UpdateCard post={post} />
                  </li>
                ))}
              </ol>
              <div className="grid min-h-16 place-items-center" role="status">
                {feed.isFetchingNextPage ? (
                  <span className="inline-flex items-center gap-2 text-sm text-fg-muted">
                    <Spinner size="sm" label={null} /> Loading more updates
                  </span>
                ) : feed.isFetchNextPageError ? (
                  <Button variant="outline" size="sm" onClick={() => void feed.fetchNextPage()}>
                    Could not load more — try again
                  </Button>
                ) : !feed.hasNextPage ? (
                  <span className="text-sm text-fg-subtle">You are all caught up.</span>
                ) : null}
              </div>
            </>
          )}
        </div>
      </Container>
    </>
  );
}
