/**
 * The one allow-list for rich text (static pages, FAQ answers): applied when content is written and again
 * when it is served, so a row that slipped past the write path still cannot carry script into a page.
 */
import sanitizeHtml from 'sanitize-html';

/** Schemes a link may use; anything else (javascript:, data:, vbscript:) loses its href. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Element ids kept so in-page anchors (`#before-cookies`) work; anything odder is dropped. */
const SAFE_ID = /^[A-Za-z][\w-]{0,99}$/;
const HTTP_URL = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
    'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'div', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['id'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // script, style, textarea … lose their text too, not only their tags.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link gets rel=noopener so a new tab cannot reach back into ours; target is _blank or nothing.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener' } };
    },
    // Images only from absolute http(s) URLs; a relative or other src is removed (and the img with it).
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && HTTP_URL.test(src.trim()) ? attribs : rest };
    },
    '*': (tagName, attribs) => {
      const { id, ...rest } = attribs;
      return { tagName, attribs: id !== undefined && SAFE_ID.test(id) ? { ...rest, id } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Reduces untrusted HTML to the rich-text allow-list (headings, paragraphs, lists, links, images). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
