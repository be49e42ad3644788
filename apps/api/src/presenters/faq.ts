/**
 * The only way a FAQ row becomes JSON; the answer is sanitised again on the way out.
 */
import type { Faq as FaqJson } from '@stride/shared';
import type { Faq } from '../db/schema/index.js';
import { sanitizeRichText } from '../lib/sanitize.js';

/** Presents a FAQ entry with its answer reduced to the rich-text allow-list. */
export function presentFaq(faq: Faq): FaqJson {
  return {
    id: faq.id,
    place: faq.place,
    question: faq.question,
    answer: sanitizeRichText(faq.answer),
    published: faq.published,
    position: faq.position,
  };
}
