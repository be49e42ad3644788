/**
 * What the editor does to pasted content (SPEC §2 write-a-post): files are dropped, HTML is sanitised
 * down to the editor's own vocabulary, and headings become bold paragraphs. The server sanitises again
 * (apps/api/src/lib/sanitize.ts); this keeps the author's view honest about what will be published.
 */

/** Elements kept as they are (their allowed attributes below); anything else is unwrapped to its text. */
const KEPT = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'A', 'BLOCKQUOTE']);
/** Elements removed with everything inside them. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'SOURCE',
  'CANVAS',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'TEMPLATE',
  'NOSCRIPT',
  'META',
  'LINK',
  'TITLE',
  'HEAD',
]);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const BLOCKS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'TABLE',
  'TR',
  'PRE',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    const cleaned = cleanNode(child, doc);
    for (const node of cleaned) target.appendChild(node);
  }
}

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return [];
  if (HEADINGS.has(tag)) {
    const paragraph = doc.createElement('p');
    const strong = doc.createElement('strong');
    cleanChildren(element, strong, doc);
    paragraph.appendChild(strong);
    return [paragraph];
  }
  if (KEPT.has(tag)) {
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (!SAFE_HREF.test(href)) {
        const fragment: Node[] = [];
        const holder = doc.createElement('span');
        cleanChildren(element, holder, doc);
        holder.childNodes.forEach((child) => fragment.push(child));
        return fragment;
      }
      copy.setAttribute('href', href);
      copy.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    cleanChildren(element, copy, doc);
    return [copy];
  }
  // Unknown wrapper (span, font, div …): keep its cleaned content; block wrappers stay paragraphs.
  const holder = BLOCKS.has(tag) ? doc.createElement('p') : doc.createDocumentFragment();
  cleanChildren(element, holder, doc);
  if (BLOCKS.has(tag) && holder.childNodes.length > 0 && Array.from(holder.childNodes).some(isBlock)) {
    return Array.from(holder.childNodes);
  }
  return holder.nodeType === 11 ? Array.from(holder.childNodes) : [holder];
}

function isBlock(node: Node): boolean {
  return (
    node.nodeType === 1 && ['P', 'UL', 'OL', 'BLOCKQUOTE'].includes((node as Element).tagName.toUpperCase())
  );
}

/**
 * Sanitises pasted HTML for the post editor: scripts, media, embeds, event handlers, styles and unsafe
 * links go; headings become `<p><strong>…</strong></p>`; only the editor's own tags remain.
 */
export function transformPastedHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = parsed.createElement('div');
  cleanChildren(parsed.body, out, parsed);
  return out.innerHTML;
}

/** True when a clipboard or drop carries files (which the editor never inserts). */
export function carriesFiles(data: DataTransfer | null | undefined): boolean {
  if (!data) return false;
  if (data.files && data.files.length > 0) return true;
  return Array.from(data.items ?? []).some((item) => item.kind === 'file');
}

/** True when a clipboard carries nothing but files: the paste is swallowed entirely. */
export function carriesOnlyFiles(data: DataTransfer | null | undefined): boolean {
  if (!carriesFiles(data) || !data) return false;
  return !data.types.some((type) => type === 'text/plain' || type === 'text/html');
}
