import type { Collection, Syndicate } from '@stride/shared';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { pageParam } from '../../../components/pages/api-data.server';
import { CardGrid, CardGridSkeleton, ListUnavailable } from '../../../components/pages/card-grid';
import { PageHeader } from '../../../components/pages/page-header';
import { Pagination, useListPending } from '../../../components/pages/pagination';
import { seoMeta } from '../../../components/seo/meta';
import { loadSeo } from '../../../components/seo/seo.server';
import { SyndicateListCard } from '../../../components/syndicates/syndicate-list-card';
import { type SyndicateListItem, toSyndicateListItem } from '../../../components/syndicates/syndicate-view';
import { YourSyndicates } from '../../../components/members/your-syndicates';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { apiGet, reportReadFailure } from '../../../lib/api/client.server';
import { getPublicEnv } from '../../../lib/env.server';
import type { Route } from './+types/list';

/** Syndicates per page: a full grid at 2 and 3 columns. */
const SYNDICATES_PER_PAGE = 12;

/** One page of the syndicates shown on the site, by name. A page past the end is a 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  if (page === null) throw data(null, { status: 404 });
  const seoPromise = loadSeo({
    path: '/syndicates/',
    query: { page: page > 1 ? page : null },
    signal: request.signal,
  });
  let result: Collection<Syndicate>;
  try {
    result = await apiGet<Collection<Syndicate>>(
      `/api/syndicates?showOnSite=true&page=${page}&itemsPerPage=${SYNDICATES_PER_PAGE}`,
      { signal: request.signal },
    );
  } catch (cause) {
    reportReadFailure('GET /api/syndicates', cause, request.signal);
    const meta = { page, itemsPerPage: SYNDICATES_PER_PAGE, totalItems: 0, totalPages: 0 };
    const syndicates: SyndicateListItem[] = [];
    return data({ syndicates, meta, failed: true, seo: await seoPromise }, { status: 503 });
  }
  if (page > 1 && page > result.meta.totalPages) throw data(null, { status: 404 });
  const { PUBLIC_API_URL } = getPublicEnv();
  const syndicates = result.data.map((syndicate) => toSyndicateListItem(syndicate, PUBLIC_API_URL));
  return { syndicates, meta: result.meta, failed: false, seo: await seoPromise };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: 'Our syndicates',
    description:
      'Browse Stride syndicates: their horses, trainers, number of shares and the price per share.',
  });

/** `/syndicates/`: the syndicates open on Stride as cards, paged. */
export default function SyndicatesPage({ loaderData }: Route.ComponentProps) {
  const { syndicates, meta: paging, failed } = loaderData;
  const pending = useListPending('/syndicates/');
  return (
    <>
      <PageHeader
        eyebrow="Syndicates"
        title="Find your syndicate"
        intro="Each syndicate owns one or more horses with a licensed trainer. Pick one that suits your budget and the racing you love."
      >
        {paging.totalItems > 0 && (
          <p className="text-sm font-semibold text-fg-subtle">
            {paging.totalItems} {paging.totalItems === 1 ? 'syndicate' : 'syndicates'}
            {paging.totalPages > 1 && ` · page ${paging.page} of ${paging.totalPages}`}
          </p>
        )}
      </PageHeader>
      <YourSyndicates />
      <Container className="py-12 sm:py-16">
        {pending ? (
          <CardGridSkeleton count={SYNDICATES_PER_PAGE} columns={3} media="banner" />
        ) : failed ? (
          <ListUnavailable what="syndicates" icon={<UsersIcon className="size-6" />} />
        ) : syndicates.length === 0 ? (
          <EmptyState
            icon={<UsersIcon className="size-6" />}
            title="No syndicates open right now"
            description="New syndicates open throughout the year. Subscribe on the home page to hear first."
          />
        ) : (
          <CardGrid columns={3} label="Syndicates">
            {syndicates.map((syndicate) => (
              <li key={syndicate.id}>
                <SyndicateListCard syndicate={syndicate} />
              </li>
            ))}
          </CardGrid>
        )}
        <Pagination
          page={paging.page}
          totalPages={paging.totalPages}
          basePath="/syndicates/"
          label="Syndicates pages"
        />
      </Container>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
