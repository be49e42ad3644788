import type { Collection, Horse, Syndicate } from '@stride/shared';
import { data, redirect } from 'react-router';
import { SyndicateTheme } from '../../../components/brand/syndicate-theme';
import { HorseCard } from '../../../components/horses/horse-card';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { getOrNull, throwRouteError } from '../../../components/pages/api-data.server';
import { CardGrid } from '../../../components/pages/card-grid';
import { RichText } from '../../../components/pages/rich-text';
import { htmlToText, seoMeta } from '../../../components/seo/meta';
import { loadSeo } from '../../../components/seo/seo.server';
import { SyndicateHero } from '../../../components/syndicates/syndicate-hero';
import { SyndicateOffer } from '../../../components/syndicates/syndicate-offer';
import { syndicateSlugPath, toSyndicateView } from '../../../components/syndicates/syndicate-view';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { HorseshoeIcon } from '../../../components/ui/icons';
import { Eyebrow, Heading } from '../../../components/ui/typography';
import { MemberSyndicatePanel } from '../../../components/members/member-syndicate-panel';
import { apiGet } from '../../../lib/api/client.server';
import { authSessionContext } from '../../../lib/auth/context';
import { latestSyndicateUpdates, memberSessionFor } from '../../../lib/members/member-syndicate.server';
import { toHorseCard } from '../../../lib/cards';
import { getPublicEnv } from '../../../lib/env.server';
import type { Route } from './+types/detail';
import { HydrateLater } from '../../../lib/hydration/hydrate-later';

/** Horses listed on a syndicate page; syndicates own a handful, so one page holds them all. */
const SYNDICATE_HORSES_LIMIT = 50;

/**
 * A numeric `/syndicates/{id}/` answers 301 to the slug path, or to the list when there is no slug (SPEC §2).
 * An id the API does not know (or hides) has no slug either: 302 to the list, temporary since it may appear.
 */
async function redirectNumeric(id: string, signal: AbortSignal): Promise<never> {
  const syndicate = await getOrNull<Syndicate>(`/api/syndicates/${id}`, signal);
  if (!syndicate) throw redirect('/syndicates/', 302);
  throw redirect(syndicate.slug ? syndicateSlugPath(syndicate.slug) : '/syndicates/', 301);
}

/** `/syndicates/{name}/`: the syndicate by slug (`GET /api/syndicates?slug=`) with its horses; unknown → 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { signal } = request;
  if (/^\d{1,10}$/.test(params.name)) await redirectNumeric(params.name, signal);
  // A member reads their own syndicate with their session: it opens even when hidden from the site.
  const session = await memberSessionFor(context.get(authSessionContext), params.name);
  const path = syndicateSlugPath(params.name);
  const seoPromise = loadSeo({ path, signal });
  let syndicate: Syndicate | undefined;
  try {
    const found = await apiGet<Collection<Syndicate>>(
      `/api/syndicates?slug=${encodeURIComponent(params.name)}&itemsPerPage=1`,
      { signal, session },
    );
    syndicate = found.data.find((s) => s.slug === params.name);
  } catch (cause) {
    throwRouteError(cause);
  }
  if (!syndicate) throw data(null, { status: 404 });
  const { PUBLIC_API_URL } = getPublicEnv();
  // The horses are a section, not the page: if they fail to load the page still renders without them.
  const horses = await apiGet<Collection<Horse>>(
    `/api/horses?syndicate.id=${syndicate.id}&itemsPerPage=${SYNDICATE_HORSES_LIMIT}`,
    { signal, session },
  ).then(
    (result) => ({
      ok: true as const,
      items: result.data.map((horse) => toHorseCard(horse, PUBLIC_API_URL)),
    }),
    () => ({ ok: false as const, items: [] }),
  );
  const member = session ? { updates: await latestSyndicateUpdates(session, syndicate.id, signal) } : null;
  return { syndicate: toSyndicateView(syndicate, PUBLIC_API_URL), horses, member, seo: await seoPromise };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: 'Syndicate not found | Stride' }];
  const { syndicate, seo } = loaderData;
  const summary = htmlToText(syndicate.description);
  return seoMeta(seo, {
    title: syndicate.name,
    description:
      summary ||
      `${syndicate.name}: ${syndicate.numberOfShares} shares at ${syndicate.pricePerShare} per share${syndicate.trainer ? `, trained by ${syndicate.trainer}` : ''}.`,
    image: syndicate.bannerUrl ?? syndicate.logoUrl,
  });
};

/** SPEC §2 syndicate page in the syndicate's theme: hero, share offer with actions, description, horses. */
export default function SyndicateDetailPage({ loaderData }: Route.ComponentProps) {
  const { syndicate, horses, member } = loaderData;
  return (
    <SyndicateTheme theme={syndicate.theme}>
      <SyndicateHero syndicate={syndicate} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          {member && <MemberSyndicatePanel name={syndicate.name} updates={member.updates} />}
          <SyndicateOffer syndicate={syndicate} className="lg:sticky lg:top-24" />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-title">
            <Eyebrow>The syndicate</Eyebrow>
            <Heading id="about-title" size="xl" className="mt-2">
              About {syndicate.name}
            </Heading>
            {syndicate.description.trim() ? (
              <RichText html={syndicate.description} className="mt-6" />
            ) : (
              <p className="mt-6 text-lg leading-relaxed text-fg-muted">
                {syndicate.trainer ? `Trained by ${syndicate.trainer}. ` : ''}Request info and a racing
                manager will tell you everything about this syndicate.
              </p>
            )}
          </section>
          {/* Below the fold on every screen: hydrated in a task after the takeover's (decision 051). */}
          <HydrateLater>
            <section aria-labelledby="horses-title" className="mt-14">
              <Eyebrow>Horses</Eyebrow>
              <Heading id="horses-title" size="xl" className="mt-2">
                Horses in this syndicate
              </Heading>
              {horses.items.length > 0 ? (
                <CardGrid columns={2} label={`Horses of ${syndicate.name}`} className="mt-6">
                  {horses.items.map((horse) => (
                    <li key={horse.href}>
                      <HorseCard horse={horse} />
                    </li>
                  ))}
                </CardGrid>
              ) : (
                <EmptyState
                  className="mt-6"
                  icon={<HorseshoeIcon className="size-6" />}
                  title={horses.ok ? 'Horses are on their way' : 'The horses are unavailable right now'}
                  description={
                    horses.ok
                      ? 'This syndicate is choosing its horses. Request info to hear first when they arrive.'
                      : 'We could not load the horses of this syndicate. Please try again in a moment.'
                  }
                />
              )}
            </section>
          </HydrateLater>
        </div>
      </Container>
    </SyndicateTheme>
  );
}

/** Unknown slug or id: the 404 page inside the layout. */
export const ErrorBoundary = RouteErrorBoundary;
