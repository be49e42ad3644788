import type { Faq } from '@stride/shared';
import { useState } from 'react';
import { Link } from '../ui/link';
import { RichText } from '../pages/rich-text';
import { Container } from '../ui/container';
import { AccordionToggleIcon } from '../ui/accordion-toggle-icon';
import { HydrateLater } from '../../lib/hydration/hydrate-later';

/** What the accordion shows of an FAQ: the home loader sends only this (React Router's hydration data). */
export type HomeFaqItem = Pick<Faq, 'id' | 'question' | 'answer'>;

/** An FAQ cut to what the accordion shows: its place, position and publication stay on the server. */
export function homeFaqItem({ id, question, answer }: Faq): HomeFaqItem {
  return { id, question, answer };
}

/**
 * SPEC §2 home "FAQ accordion": the FAQs placed "home" (published only). Server-rendered buttons with
 * `aria-expanded`/`aria-controls` and panels that are in the HTML while closed (search engines and
 * no-JS visitors get the answers); the only client code is one `useState` — no accordion library on
 * the public pages' JavaScript budget. Buttons are native, so Enter and Space toggle them. Each panel is
 * a region named by its question's button (`aria-labelledby`, as on the FAQ page's accordion) and is the
 * answer's rich text itself. Ids come from the FAQ's own id: the section is on the home page once.
 */
export function HomeFaq({ faqs }: { faqs: readonly HomeFaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (faqs.length === 0) return null;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <HydrateLater>
      <section aria-labelledby="home-faq-title" className="border-t border-line/70">
        <Container width="narrow" className="py-14 sm:py-20">
          <p className="eyebrow">Questions</p>
          <h2 id="home-faq-title" className="headline mt-3 text-fg">
            Frequently asked questions
          </h2>
          <div className="faq-list mt-8">
            {faqs.map((faq) => {
              const expanded = open.has(faq.id);
              const buttonId = `faq-q${faq.id}`;
              const panelId = `faq-a${faq.id}`;
              return (
                <div key={faq.id} className="faq-item">
                  <h3>
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(faq.id)}
                      className="faq-q faq-q-ring"
                    >
                      <span className="faq-q-text">{faq.question}</span>
                      <AccordionToggleIcon className={expanded ? 'rotate-45' : undefined} />
                    </button>
                  </h3>
                  <RichText
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!expanded}
                    html={faq.answer}
                    className="pb-5"
                  />
                </div>
              );
            })}
          </div>
          <p className="mt-6 text-fg-muted">
            {'More answers on the '}
            <Link to="/faq/" className="link-inline">
              FAQ page
            </Link>
            .
          </p>
        </Container>
      </section>
    </HydrateLater>
  );
}
