import type { Faq } from '@stride/shared';
import { Accordion } from '../ui/accordion';
import { htmlToText } from '../seo/meta';
import { RichText } from './rich-text';

/** FAQs as the design system's accordion (Radix: keyboard support, aria-expanded, regions); several may be open. */
export function FaqList({ faqs, className }: { faqs: Faq[]; className?: string }) {
  return (
    <Accordion
      multiple
      className={className}
      items={faqs.map((faq) => ({
        id: String(faq.id),
        title: faq.question,
        content: <RichText html={faq.answer} />,
      }))}
    />
  );
}

/**
 * schema.org FAQPage data for search engines: the answers are in the page even while their accordion
 * panels are closed. `<` is escaped so no answer can end the script element.
 */
export function FaqStructuredData({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.answer) },
    })),
  }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
