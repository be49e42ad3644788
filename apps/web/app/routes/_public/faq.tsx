import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { FaqList, FaqStructuredData } from '../../components/pages/faq-list';
import { PageHeader } from '../../components/pages/page-header';
import { loadFaqs } from '../../components/pages/static-pages.server';
import { seoMeta } from '../../components/seo/meta';
import { loadSeo } from '../../components/seo/seo.server';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import type { Route } from './+types/faq';

/** SPEC §7/§9: the FAQ page's published entries, 30 per page (`GET /api/faqs?place=faq&published=true&itemsPerPage=30`). */
export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, seo] = await Promise.all([
    loadFaqs('faq', request.signal),
    loadSeo({ path: '/faq/', signal: request.signal }),
  ]);
  return { faqs, seo };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: 'Frequently asked questions',
    description:
      'Answers to the most common questions about racehorse syndicates, shares, costs and prize money.',
  });

/** `/faq/`: questions and answers in an accordion, and a way to ask anything else. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Help"
        title="Frequently asked questions"
        intro="Everything owners ask us before they buy their first share, and plenty they ask after."
        width="narrow"
      />
      <Container width="narrow" className="py-12 sm:py-16">
        <h2 className="sr-only">Questions and answers</h2>
        {faqs.length > 0 ? (
          <FaqList faqs={faqs} />
        ) : (
          <EmptyState
            title="No questions yet"
            description="Our answers are on their way. Until then, contact us with any question."
          />
        )}
        <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-lg font-bold text-fg">Still have a question?</h2>
            <p className="mt-1 text-fg-muted">
              A racing manager will get back to you within one working day.
            </p>
          </div>
          <ButtonLink to="/contact-us/" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </Container>
      <FaqStructuredData faqs={faqs} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
