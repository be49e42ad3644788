import { Link } from '../ui/link';
import { Container } from '../ui/container';
import { HorseshoeIcon } from '../ui/icons';
import { DownloadIcon } from './download-icon';
import type { HorseView } from './horse-view';
import { buttonClasses } from '../ui/button';

/** The top of a horse page: name, syndicate, breeding line, headline numbers, photo and the PDF download. */
export function HorseHero({ horse }: { horse: HorseView }) {
  const breeding = [
    horse.sire && `by ${horse.sire}`,
    horse.dam && `out of ${horse.dam}`,
    horse.damSire && `(${horse.damSire})`,
  ]
    .filter(Boolean)
    .join(' ');
  const description = [horse.colour, horse.sex].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="horse-title" className="surface-dark hero">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_0%_0%,color-mix(in_oklab,var(--color-brand)_30%,transparent),transparent_65%)]"
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-14 lg:py-16">
        <div className="order-2 lg:order-1">
          <nav aria-label="Breadcrumb" className="text-sm text-white/65">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/horses/" prefetch="intent" className="rounded hover:text-white">
                  Horses
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="truncate text-white/85">
                {horse.name}
              </li>
            </ol>
          </nav>
          <h1 id="horse-title" className="mt-4 text-display font-extrabold text-balance">
            {horse.name}
          </h1>
          {(breeding || description) && (
            <p className="mt-4 text-lg leading-relaxed text-white/75">
              {description && <span className="font-semibold text-white">{description}</span>}
              {description && breeding && ' '}
              {breeding}
            </p>
          )}
          <p className="mt-5">
            <Link
              to={horse.syndicate.path}
              prefetch="intent"
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-semibold text-white/90 backdrop-blur transition-colors hover:border-white/40"
            >
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
              <span className="sr-only">Syndicate: </span>
              {horse.syndicate.name}
            </Link>
          </p>
          <dl className="mt-8 grid max-w-lg grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2.5 sm:gap-3">
            {horse.headline.map((fact) => (
              <div
                key={fact.label}
                className="rounded-2xl border border-white/10 bg-white/[0.05] px-3.5 py-3 sm:px-4"
              >
                <dt className="text-xs font-medium text-white/60">{fact.label}</dt>
                <dd className="mt-0.5 truncate text-lg font-bold tabular-nums sm:text-xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={horse.pdfPath}
              download={horse.pdfFilename}
              type="application/pdf"
              className={buttonClasses({ size: 'lg' })}
            >
              <DownloadIcon className="size-5" />
              Download pedigree PDF
            </a>
            <Link
              to={horse.syndicate.path}
              prefetch="intent"
              className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
            >
              View syndicate
            </Link>
          </div>
        </div>
        <div className="order-1 lg:order-2">
          <div className="relative aspect-[4/3] overflow-hidden rounded-[1.75rem] border border-white/10 bg-gradient-to-br from-ink-800 to-ink-950 shadow-float">
            {horse.imageUrl ? (
              <img
                src={horse.imageUrl}
                srcSet={horse.imageSrcSet}
                sizes="(min-width: 1024px) 50vw, 100vw"
                alt={`${horse.name}${description ? `, ${description.toLowerCase()}` : ''}`}
                width={1200}
                height={900}
                fetchPriority="high"
                decoding="async"
                className="size-full object-cover"
              />
            ) : (
              <div className="grid size-full place-items-center text-white/40">
                <HorseshoeIcon className="size-20" />
              </div>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
