import { FeaturedSection } from '../../components/home/featured-section';
import { Hero } from '../../components/home/hero';
import { HomeFaq, homeFaqItem } from '../../components/home/home-faq';
import { loadFaqs } from '../../components/pages/static-pages.server';
import { PromoVideoSection } from '../../components/home/promo-video';
import { loadPromoVideo } from '../../components/home/promo-video.server';
import { HorseCard } from '../../components/horses/horse-card';
import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { seoMeta } from '../../components/seo/meta';
import { loadSeo } from '../../components/seo/seo.server';
import { SubscribeSection } from '../../components/subscribe/subscribe-section';
import { subscribeAction } from '../../components/subscribe/subscribe-action.server';
import { SyndicateCard } from '../../components/syndicates/syndicate-card';
import { HorseshoeIcon, UsersIcon } from '../../components/ui/icons';
import { loadFeaturedHorses, loadFeaturedSyndicates } from '../../lib/api/featured.server';
import { getPublicEnv } from '../../lib/env.server';
import type { Route } from './+types/home';

/** Featured horses and syndicates, fetched in parallel; a failing API gives empty sections, never a 500. */
export async function loader({ request }: Route.LoaderArgs) {
  const { PUBLIC_API_URL } = getPublicEnv();
  const [horses, syndicates, promoVideo, seo, faqs] = await Promise.all([
    loadFeaturedHorses(PUBLIC_API_URL, request.signal),
    loadFeaturedSyndicates(PUBLIC_API_URL, request.signal),
    loadPromoVideo(PUBLIC_API_URL, request.signal),
    loadSeo({ path: '/', signal: request.signal }),
    // SPEC §2 FAQ accordion: the published FAQs placed "home"; a failure leaves the section out.
    loadFaqs('home', request.signal).catch(() => []),
  ]);
  // Only what the page renders goes into the hydration data (decision 039).
  return { horses, syndicates, promoVideo, seo, faqs: faqs.map(homeFaqItem) };
}

/** The subscribe form's action (SPEC §7 POST subscribers). */
export const action = subscribeAction;

/** The metadata API's entry for `/` when there is one (SPEC §2), else the home page's own words. */
export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: 'Own a share of a racehorse',
    description:
      'Buy a share in a racehorse with a Stride syndicate and follow every entry, result and update from the stable.',
  });

/** SPEC §2 home page: hero, featured horses, featured syndicates. */
export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { horses, syndicates, promoVideo, faqs } = loaderData;
  return (
    <>
      <Hero />
      {promoVideo && <PromoVideoSection video={promoVideo} />}
      <FeaturedSection
        id="featured-horses"
        eyebrow="Featured"
        title="Horses"
        allHref="/horses/"
        allLabel="View all horses"
        items={horses.items}
        failed={!horses.ok}
        itemKey={(horse) => horse.href}
        renderItem={(horse) => <HorseCard horse={horse} />}
        emptyIcon={<HorseshoeIcon className="size-6" />}
        emptyTitle="No featured horses yet"
        emptyText="Horses are featured here when their syndicates open. Browse every horse in the meantime."
        unavailableText="We could not load the featured horses. Please try again in a moment."
      />
      <div className="border-t border-line/70 bg-surface">
        <FeaturedSection
          id="featured-syndicates"
          eyebrow="Featured"
          title="Syndicates"
          allHref="/syndicates/"
          allLabel="View all syndicates"
          items={syndicates.items}
          failed={!syndicates.ok}
          itemKey={(syndicate) => syndicate.href}
          renderItem={(syndicate) => <SyndicateCard syndicate={syndicate} />}
          emptyIcon={<UsersIcon className="size-6" />}
          emptyTitle="No featured syndicates yet"
          emptyText="New syndicates are featured here as soon as they open. Browse every syndicate in the meantime."
          unavailableText="We could not load the featured syndicates. Please try again in a moment."
        />
      </div>
      <HomeFaq faqs={faqs} />
      <SubscribeSection action="/?index" result={actionData} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
