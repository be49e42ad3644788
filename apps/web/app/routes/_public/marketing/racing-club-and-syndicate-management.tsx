import { RACING_CLUB_CONTENT_BLOCK_SLUGS, type StaticPage } from '@stride/shared';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { CallToAction } from '../../../components/pages/call-to-action';
import { FaqList, FaqStructuredData } from '../../../components/pages/faq-list';
import { PageHeader } from '../../../components/pages/page-header';
import { RichText } from '../../../components/pages/rich-text';
import { contentVersionOf, loadFaqs, loadStaticPage } from '../../../components/pages/static-pages.server';
import { seoMeta } from '../../../components/seo/meta';
import { loadSeo } from '../../../components/seo/seo.server';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Eyebrow, Heading } from '../../../components/ui/typography';
import type { Route } from './+types/racing-club-and-syndicate-management';

const PATH = '/racing-club-and-syndicate-management/';

/** The racing-club page is built from its content blocks (intro, services, management) and its own FAQs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { signal } = request;
  const version = contentVersionOf(context);
  const [[intro = null, ...rest], faqs, seo] = await Promise.all([
    Promise.all(RACING_CLUB_CONTENT_BLOCK_SLUGS.map((slug) => loadStaticPage(slug, signal, version))),
    loadFaqs('racing-club', signal),
    loadSeo({ path: PATH, signal }),
  ]);
  const sections = rest.filter((page): page is StaticPage => page !== null);
  return { intro, sections, faqs, seo };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: 'Racing club and syndicate management',
    description:
      'Run your racing club or syndicate on Stride: updates, entries, results, chats and notifications for every member.',
  });

/** `/racing-club-and-syndicate-management/` (SPEC §2 marketing page) for clubs and syndicates that want Stride's tools. */
export default function RacingClubPage({ loaderData }: Route.ComponentProps) {
  const { intro, sections, faqs } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Racing Club"
        title={intro?.title || 'Racing club and syndicate management'}
        intro={intro ? <RichText html={intro.content} className="leading-relaxed" /> : undefined}
      />
      <Container className="py-12 sm:py-16">
        {sections.length > 0 ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {sections.map((section) => (
              <section
                key={section.slug}
                aria-labelledby={`${section.slug}-title`}
                className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
              >
                <h2 id={`${section.slug}-title`} className="text-2xl font-bold tracking-tight text-fg">
                  {section.title}
                </h2>
                <RichText html={section.content} className="mt-4" />
              </section>
            ))}
          </div>
        ) : (
          <EmptyState
            title="This page is on its way"
            description="Contact us to hear how Stride can run your club."
          />
        )}
        {faqs.length > 0 && (
          <section aria-labelledby="club-faq-title" className="mx-auto mt-16 max-w-3xl">
            <Eyebrow>Questions</Eyebrow>
            <Heading id="club-faq-title" size="xl" className="mt-2">
              Clubs ask us
            </Heading>
            <FaqList faqs={faqs} className="mt-6" />
          </section>
        )}
      </Container>
      <CallToAction
        title="Bring your club to Stride"
        text="Tell us about your club or syndicate and we will have your members’ area running within a week."
        primary={{ to: '/contact-us/', label: 'Contact us' }}
        secondary={{ to: '/syndicates/', label: 'See our syndicates' }}
      />
      <FaqStructuredData faqs={faqs} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
