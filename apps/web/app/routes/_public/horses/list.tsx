import type { Collection, Horse } from '@stride/shared';
import { data } from 'react-router';
import { HorseCard } from '../../../components/horses/horse-card';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { pageParam } from '../../../components/pages/api-data.server';
import { CardGrid, CardGridSkeleton, ListUnavailable } from '../../../components/pages/card-grid';
import { PageHeader } from '../../../components/pages/page-header';
import { Pagination, useListPending } from '../../../components/pages/pagination';
import { seoMeta } from '../../../components/seo/meta';
import { loadSeo } from '../../../components/seo/seo.server';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { HorseshoeIcon } from '../../../components/ui/icons';
import { MemberHorses } from '../../../components/members/member-horses';
import { apiGet, reportReadFailure } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import { loadMemberHorses } from '../../../lib/members/member-horses.server';
import { type HorseCardData, toHorseCard } from '../../../lib/cards';
import { getPublicEnv } from '../../../lib/env.server';
import type { Route } from './+types/list';

/** Horses per page: a full grid at every breakpoint (2, 3 and 4 columns). */
const HORSES_PER_PAGE = 12;

/**
 * One page of the public horses, by name (the API's default order). A page past the end is a 404.
 * Signed-in members see their own horses instead (SPEC §7: horseOfUserSyndicates, horseOfCurrentUser, the
 * horse count as page size).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const own = await loadMemberHorses(context.get(authSessionContext), request.signal);
  if (own) return { ...own, seo: null };
  const page = pageParam(new URL(request.url));
  if (page === null) throw data(null, { status: 404 });
  const seoPromise = loadSeo({
    path: '/horses/',
    query: { page: page > 1 ? page : null },
    signal: request.signal,
  });
  let result: Collection<Horse>;
  try {
    result = await apiGet<Collection<Horse>>(`/api/horses?page=${page}&itemsPerPage=${HORSES_PER_PAGE}`, {
      signal: request.signal,
    });
  } catch (cause) {
    reportReadFailure('GET /api/horses', cause, request.signal);
    // The page still renders, saying the list is unavailable; the status tells caches and crawlers.
    const meta = { page, itemsPerPage: HORSES_PER_PAGE, totalItems: 0, totalPages: 0 };
    const horses: HorseCardData[] = [];
    return data({ horses, meta, failed: true, own: false, seo: await seoPromise }, { status: 503 });
  }
  if (page > 1 && page > result.meta.totalPages) throw data(null, { status: 404 });
  const { PUBLIC_API_URL } = getPublicEnv();
  const horses = result.data.map((horse) => toHorseCard(horse, PUBLIC_API_URL));
  return { horses, meta: result.meta, failed: false, own: false, seo: await seoPromise };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData?.own
    ? [{ title: 'Your horses | Stride' }]
    : seoMeta(loaderData?.seo ?? undefined, {
        title: 'Our horses',
        description:
          'Meet the horses racing for Stride syndicates: pedigrees, form, prize money and their trainers’ thoughts.',
      });

/** `/horses/`: every horse of the syndicates shown on the site, as cards, paged. */
export default function HorsesPage({ loaderData }: Route.ComponentProps) {
  const { horses, meta: paging, failed, own } = loaderData;
  const pending = useListPending('/horses/');
  if (own) return <MemberHorses horses={horses} failed={failed} />;
  return (
    <>
      <PageHeader
        eyebrow="Horses"
        title="Our horses"
        intro="Every horse racing for a Stride syndicate, with its form, pedigree and the trainer’s view."
      >
        {paging.totalItems > 0 && (
          <p className="text-sm font-semibold text-fg-subtle">
            {paging.totalItems} {paging.totalItems === 1 ? 'horse' : 'horses'}
            {paging.totalPages > 1 && ` · page ${paging.page} of ${paging.totalPages}`}
          </p>
        )}
      </PageHeader>
      <Container className="py-12 sm:py-16">
        {pending ? (
          <CardGridSkeleton count={HORSES_PER_PAGE} columns={4} media="photo" />
        ) : failed ? (
          <ListUnavailable what="horses" icon={<HorseshoeIcon className="size-6" />} />
        ) : horses.length === 0 ? (
          <EmptyState
            icon={<HorseshoeIcon className="size-6" />}
            title="No horses yet"
            description="Horses appear here as soon as their syndicates open on Stride."
          />
        ) : (
          <CardGrid columns={4} label="Horses">
            {horses.map((horse) => (
              <li key={horse.href}>
                <HorseCard horse={horse} headingLevel={2} />
              </li>
            ))}
          </CardGrid>
        )}
        <Pagination
          page={paging.page}
          totalPages={paging.totalPages}
          basePath="/horses/"
          label="Horses pages"
        />
      </Container>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
