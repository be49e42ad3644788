import { Link } from '../ui/link';
import { Container } from '../ui/container';
import { PinIcon, UsersIcon } from '../ui/icons';
import type { SyndicateView } from './syndicate-view';

/** The top of a syndicate page: its banner, logo, name and country, in the syndicate's theme. */
export function SyndicateHero({ syndicate }: { syndicate: SyndicateView }) {
  return (
    <section aria-labelledby="syndicate-title" className="surface-dark hero">
      {syndicate.bannerUrl ? (
        <img
          src={syndicate.bannerUrl}
          srcSet={syndicate.bannerSrcSet}
          sizes="100vw"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(50rem_26rem_at_100%_0%,color-mix(in_oklab,var(--color-brand)_45%,transparent),transparent_70%)]"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/70 to-ink-950/25"
      />
      <Container className="flex min-h-[19rem] flex-col justify-end pt-10 pb-10 sm:min-h-[24rem] sm:pb-14 lg:min-h-[28rem]">
        <nav aria-label="Breadcrumb" className="mb-auto text-sm text-white/75">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/syndicates/" prefetch="intent" className="rounded hover:text-white">
                Syndicates
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate text-white">
              {syndicate.name}
            </li>
          </ol>
        </nav>
        <div className="mt-10 flex flex-col gap-5 sm:flex-row sm:items-end sm:gap-6">
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-3xl border border-white/20 bg-white shadow-float sm:size-28">
            {syndicate.logoUrl ? (
              // The banner is the page's largest paint: the logo (a small image in a fixed box) waits
              // behind it for bandwidth rather than being raised to high priority once laid out.
              <img
                src={syndicate.logoUrl}
                alt={`${syndicate.name} logo`}
                fetchPriority="low"
                decoding="async"
                className="size-full object-contain p-2"
              />
            ) : (
              <UsersIcon className="size-10 text-ink-900/60" />
            )}
          </div>
          <div className="min-w-0">
            <h1 id="syndicate-title" className="text-display font-extrabold text-balance">
              {syndicate.name}
            </h1>
            {syndicate.countryName && (
              <p className="mt-3 flex items-center gap-1.5 text-lg text-white/85">
                <PinIcon className="size-5 shrink-0 text-white/70" />
                {syndicate.countryName}
              </p>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
