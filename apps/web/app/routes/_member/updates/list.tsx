import { memo, useEffect, useRef } from 'react';
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
import { authSessionContext } from '../../../lib/auth/context';
import { useInfiniteScroll } from '../../../lib/infinite-scroll/use-infinite-scroll';
import { loadFeedSeed } from '../../../lib/members/feed-seed.server';
import type { FeedSeed } from '../../../lib/members/updates-api';
import { REVEAL_INITIAL, useProgressiveReveal } from '../../../lib/members/use-progressive-reveal';
import { seededFeedData, useFeed } from '../../../lib/members/use-updates';
import { useRootData } from '../../../lib/root-data';
import type { Route } from './+types/list';
import { HydrateLater } from '../../../lib/hydration/hydrate-later';

// A card renders again only when its post changed (the query keeps unchanged posts' identity): revealing
// the next cards, a page or a realtime patch then costs the new cards, not the whole list (decision 038).
const FeedCard = memo(UpdateCard);

export const meta: Route.MetaFunction = () => [{ title: 'Updates | Stride' }];

/** The horse id of the `?horse=` filter, or null. */
export function horseFilterFrom(params: URLSearchParams): number | null {
  const value = Number(params.get('horse'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** What the route hands the page: the feed's first page when the server fetched it for the document. */
export interface UpdatesLoaderData {
  seed: FeedSeed | null;
}

/**
 * The document's feed (decision 038): the first page of GET updates for the member and the `?horse=`
 * filter, fetched with the request's session so the server's HTML already shows the first updates (the
 * guards let only members, staff and managers this far; the response is private, no-store like every
 * signed-in page). Null when the API did not answer (logged): the browser then fetches it as before.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<UpdatesLoaderData> {
  const filters = { horseId: horseFilterFrom(new URL(request.url).searchParams) };
  const seed = await loadFeedSeed(filters, {
    session: context.get(authSessionContext),
    signal: request.signal,
  });
  return { seed };
}

/**
 * Client-side navigations (and revalidations) do not ask the server: the feed comes from the query cache
 * or the API as before decision 038, so moving around costs no document data request and the service
 * worker's offline rules (decision 028) see the same requests as before.
 */
export function clientLoader(): UpdatesLoaderData {
  return { seed: null };
}

/**
 * Updates (SPEC §2): the member's feed — published updates of their horses, newest first, merged by id,
 * with a horse filter and SPEC §4 infinite scroll; tells a native wrapper `updatesLoaded`. The document
 * comes with the first page (decision 038): its first cards are in the server's HTML and the rest are
 * added one per task after the takeover (decision 055).
 */
export default function UpdatesPage({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const [params, setParams] = useSearchParams();
  const horseId = horseFilterFrom(params);
  const filters = { horseId };
  const feed = useFeed(filters, loaderData.seed);
  const { posts, pagesLoaded } = feed;
  // The document's cards: as many as the server rendered first, the rest a card per task.
  const shown = useProgressiveReveal(
    posts.length,
    seededFeedData(filters, loaderData.seed) ? REVEAL_INITIAL : null,
  );
  const revealing = shown < posts.length;

  useInfiniteScroll({
    hasNextPage: feed.hasNextPage,
    isLoading: feed.isFetching,
    loadMore: () => void feed.fetchNextPage(),
    enabled: feed.isSuccess && !revealing,
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
                className="feed-list grid grid-cols-1 gap-5"
                aria-label="Updates"
                data-testid="feed"
                data-pages={pagesLoaded}
              >
                {posts.slice(0, shown).map((post, index) => (
                  // The document's later cards hydrate one per task after the takeover (decision 051).
                  <HydrateLater key={post.id} later={index > 0}>
                    <li>
                      {/* The first card's first photo is the page's largest paint: fetched first, never lazily. */}
                      <FeedCard post={post} priority={index === 0} />
                    </li>
                  </HydrateLater>
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
