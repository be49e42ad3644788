import type { FormResult } from '../../lib/visitor-forms/form-result';
import { Container } from '../ui/container';
import { SubscribeForm } from './subscribe-form';
import { HydrateLater } from '../../lib/hydration/hydrate-later';

/** The home page's "subscribe by e-mail" band (SPEC §2 home). */
export function SubscribeSection({ action, result }: { action: string; result?: FormResult }) {
  return (
    <HydrateLater>
      <section
        id="subscribe"
        aria-labelledby="subscribe-title"
        className="surface-dark bg-ink-950 text-white"
      >
        <Container className="subscribe-band">
          <div>
            <p className="eyebrow text-white/70">Newsletter</p>
            <h2 id="subscribe-title" className="headline mt-3">
              News from the yard, straight to your inbox
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/75">
              New syndicates, race entries and results. No spam, and you can unsubscribe at any time.
            </p>
          </div>
          <SubscribeForm action={action} result={result} />
        </Container>
      </section>
    </HydrateLater>
  );
}
