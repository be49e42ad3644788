import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { ArrowRightIcon } from '../ui/icons';

/** A button of the band: where it goes and what it says. */
export interface CallToActionLink {
  to: string;
  label: string;
}

export interface CallToActionProps {
  title?: string;
  text?: string;
  primary?: CallToActionLink;
  secondary?: CallToActionLink;
}

/** The closing band of marketing and content pages: browse the syndicates or talk to the team. */
export function CallToAction({
  title = 'Ready to own a share?',
  text = 'Browse the syndicates open on Stride, or talk to a racing manager about the one that suits you.',
  primary = { to: '/syndicates/', label: 'View syndicates' },
  secondary = { to: '/contact-us/', label: 'Contact us' },
}: CallToActionProps) {
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <Container>
        <div className="surface-dark relative isolate overflow-hidden rounded-[1.75rem] bg-ink-950 px-6 py-12 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_18rem_at_100%_0%,color-mix(in_oklab,var(--color-brand)_35%,transparent),transparent_70%)]"
          />
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 id="cta-title" className="text-headline font-bold text-balance">
                {title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-white/75">{text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={primary.to} size="lg">
                {primary.label}
                <ArrowRightIcon className="size-5" />
              </ButtonLink>
              <ButtonLink to={secondary.to} size="lg" variant="inverse-outline">
                {secondary.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
