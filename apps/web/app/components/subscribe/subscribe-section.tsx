import type { FormResult } from '../../lib/visitor-forms/form-result';
import { Container } from '../ui/container';
import { SubscribeForm } from './subscribe-form';

/** The home page's "subscribe by e-mail" band (SPEC §2 home). */
export function SubscribeSection({ action, result }: { action: string; result?: FormResult }) {
  return (
    <section id="subscribe" aria-labelledby="subscribe-title" className="surface-dark bg-ink-950 text-white">
      <Container className="grid gap-8 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <p className="text-xs font-bold tracking-[0.16em] text-white/70 uppercase">Newsletter</p>
          <h2 id="subscribe-title" className="mt-3 text-headline font-bold text-balance">
            News from the yard, straight to your inbox
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/75">
            New syndicates, race entries and results. No spam, and you can unsubscribe at any time.
          </p>
        </div>
        <SubscribeForm action={action} result={result} />
      </Container>
    </section>
  );
}
