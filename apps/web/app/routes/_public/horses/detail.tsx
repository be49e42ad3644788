import type { Horse } from '@stride/shared';
import { data, redirect } from 'react-router';
import { HorseHero } from '../../../components/horses/horse-hero';
import { toHorseView } from '../../../components/horses/horse-view';
import { PedigreeTree } from '../../../components/horses/pedigree-tree';
import { PlainText } from '../../../components/horses/plain-text';
import { RouteErrorBoundary } from '../../../components/layout/route-error-boundary';
import { getOrNull } from '../../../components/pages/api-data.server';
import { FactList } from '../../../components/pages/fact-list';
import { seoMeta } from '../../../components/seo/meta';
import { loadSeo } from '../../../components/seo/seo.server';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Heading } from '../../../components/ui/typography';
import { getPublicEnv } from '../../../lib/env.server';
import type { Route } from './+types/detail';
import { HydrateLater } from '../../../lib/hydration/hydrate-later';

/** A path id: a positive integer, else null (a 404 without asking the API). */
function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * `/horses/{id}/` and `/horses/{id}/{horseName}/`: the named form is canonical, so the bare id and a stale
 * or misspelt name answer 301 to it; an unknown or hidden horse is the 404 page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { pathname } = new URL(request.url);
  // Most requests arrive on the canonical path: look its metadata up while the horse loads.
  const [horse, seo] = await Promise.all([
    getOrNull<Horse>(`/api/horses/${id}`, request.signal),
    loadSeo({ path: pathname, signal: request.signal }),
  ]);
  if (!horse) throw data(null, { status: 404 });
  const view = toHorseView(horse, getPublicEnv().PUBLIC_API_URL);
  const horseName = 'horseName' in params ? params.horseName : undefined;
  if ((horseName ?? '') !== horse.slug) throw redirect(view.path, 301);
  return { horse: view, seo };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: 'Horse not found | Stride' }];
  const { horse, seo } = loaderData;
  const breeding = [horse.sire && `by ${horse.sire}`, horse.dam && `out of ${horse.dam}`]
    .filter(Boolean)
    .join(' ');
  return seoMeta(seo, {
    title: horse.name,
    description:
      horse.pedigreeAnalysis ||
      `${horse.name}${breeding ? `, ${breeding},` : ''} races for ${horse.syndicate.name}${horse.trainer ? ` with trainer ${horse.trainer}` : ''}. Form, pedigree and the trainer’s thoughts on Stride.`,
    image: horse.imageUrl,
    type: 'profile',
  });
};

/** SPEC §2 horse page: facts, family tree, pedigree analysis, trainer thoughts and the pedigree PDF. */
export default function HorseDetailPage({ loaderData }: Route.ComponentProps) {
  const { horse } = loaderData;
  return (
    <>
      <HorseHero horse={horse} />
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="facts-title">
          <Eyebrow>At a glance</Eyebrow>
          <Heading id="facts-title" size="xl" className="mt-2">
            Facts and form
          </Heading>
          <FactList facts={horse.profile} label="Profile" className="mt-6" />
          <FactList facts={horse.record} layout="record" label="Racing record" className="mt-5" />
        </section>

        {/* Below the fold on a phone: hydrated in the tasks after the takeover's (decision 051). */}
        <HydrateLater>
          <section aria-labelledby="tree-title" className="mt-16">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <Eyebrow>Pedigree</Eyebrow>
                <Heading id="tree-title" size="xl" className="mt-2">
                  Family tree
                </Heading>
              </div>
              <a
                href={horse.pdfPath}
                download={horse.pdfFilename}
                type="application/pdf"
                className="rounded-full text-[0.9375rem] font-semibold text-brand-ink underline decoration-brand/40 decoration-2 underline-offset-4 hover:decoration-brand"
              >
                Pedigree as PDF
              </a>
            </div>
            <div className="mt-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6 lg:p-8">
              <PedigreeTree name={horse.name} pedigree={horse.pedigree} />
            </div>
          </section>
        </HydrateLater>

        {(horse.pedigreeAnalysis || horse.trainerThoughts) && (
          <HydrateLater>
            <div className="mt-16 grid gap-10 lg:grid-cols-2 lg:gap-14">
              {horse.pedigreeAnalysis && (
                <section aria-labelledby="analysis-title">
                  <Heading id="analysis-title" size="lg">
                    Pedigree analysis
                  </Heading>
                  <PlainText text={horse.pedigreeAnalysis} className="mt-4" />
                </section>
              )}
              {horse.trainerThoughts && (
                <section aria-labelledby="thoughts-title">
                  <Heading id="thoughts-title" size="lg">
                    Trainer thoughts
                  </Heading>
                  <blockquote className="mt-4 rounded-card border-l-4 border-brand bg-surface p-6 shadow-card">
                    <PlainText text={horse.trainerThoughts} className="text-fg" />
                  </blockquote>
                </section>
              )}
            </div>
          </HydrateLater>
        )}
      </Container>
    </>
  );
}

/** Unknown or hidden horse: the 404 page inside the layout. */
export const ErrorBoundary = RouteErrorBoundary;
