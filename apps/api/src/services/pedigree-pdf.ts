/**
 * The downloadable pedigree PDF of a horse (SPEC §2 "downloadable pedigree PDF"): one clean A4 page with
 * the horse, its facts and its three-generation family tree, drawn with pdfkit. Built once per version
 * of the horse and kept in memory, so repeated downloads cost nothing but the bytes.
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { Horse as HorseJson, Pedigree } from '@stride/shared';

/** Bumped when the layout changes, so cached copies and client ETags of the old layout go stale. */
const LAYOUT_VERSION = 1;
/** Horses whose PDFs stay in memory at once (least recently used go first); a PDF is ~10 kB. */
const DEFAULT_CACHE_SIZE = 200;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = '#0c1326';
const MUTED = '#4a5368';
const SUBTLE = '#8a92a6';
const LINE = '#d9dde5';
const BRAND = '#f36a81';
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** What identifies one version of a horse's PDF: the horse, its last edit and the syndicate name it shows. */
export interface PedigreePdfVersion {
  horseId: number;
  updatedAt: Date;
  syndicateName: string;
}

/** Cache key of one version of a horse's PDF (the layout version included). */
export function pedigreePdfKey(version: PedigreePdfVersion): string {
  return `v${LAYOUT_VERSION}:${version.horseId}:${version.updatedAt.getTime()}:${version.syndicateName}`;
}

/** Strong ETag of a PDF version: the same bytes are served for a key until the horse changes. */
export function pedigreePdfEtag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** `<slug>-pedigree.pdf`, reduced to characters every browser and header accepts. */
export function pedigreePdfFilename(slug: string): string {
  const safe = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${safe || 'horse'}-pedigree.pdf`;
}

/** True when an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Built PDFs by version key. Holds the promise, so concurrent first downloads share one build; a failed
 * build is forgotten so the next request tries again.
 */
export class PedigreePdfCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = DEFAULT_CACHE_SIZE) {}

  /** The cached PDF for `key`, building it with `build` on the first call. */
  get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-insert: Map iteration order is the LRU order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const built = build();
    this.entries.set(key, built);
    built.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return built;
  }

  /** Number of PDFs held (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }
}

/** A label and value printed in the facts grid. */
interface Fact {
  label: string;
  value: string;
}

function factsOf(horse: HorseJson): Fact[] {
  const dash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
  return [
    { label: 'Age', value: dash(horse.age) },
    { label: 'Sex', value: dash(horse.sex) },
    { label: 'Colour', value: dash(horse.colour) },
    { label: 'Trainer', value: dash(horse.trainer) },
    { label: 'Location', value: dash(horse.location) },
    { label: 'Prize money', value: euro.format(horse.prizeMoney / 100) },
    { label: 'Runs', value: String(horse.runs) },
    { label: 'Wins', value: String(horse.wins) },
    { label: '2nds', value: String(horse.seconds) },
    { label: '3rds', value: String(horse.thirds) },
  ];
}

/** One box of the tree: who it is and how they relate to the horse. */
interface TreeNode {
  name: string;
  relation: string;
  sex: 'sire' | 'dam' | 'subject';
}

/** The tree's columns left to right: the horse, its parents, grandparents, great-grandparents. */
export function pedigreeColumns(horse: Pick<HorseJson, 'name' | 'pedigree'>): TreeNode[][] {
  const p: Pedigree = horse.pedigree;
  const node = (name: string, relation: string, sex: 'sire' | 'dam'): TreeNode => ({ name, relation, sex });
  return [
    [{ name: horse.name, relation: 'Horse', sex: 'subject' }],
    [node(p.sire, 'Sire', 'sire'), node(p.dam, 'Dam', 'dam')],
    [
      node(p.sireSire, "Sire's sire", 'sire'),
      node(p.sireDam, "Sire's dam", 'dam'),
      node(p.damSire, "Dam's sire", 'sire'),
      node(p.damDam, "Dam's dam", 'dam'),
    ],
    [
      node(p.sireSireSire, 'Great-grandsire', 'sire'),
      node(p.sireSireDam, 'Great-granddam', 'dam'),
      node(p.sireDamSire, 'Great-grandsire', 'sire'),
      node(p.sireDamDam, 'Great-granddam', 'dam'),
      node(p.damSireSire, 'Great-grandsire', 'sire'),
      node(p.damSireDam, 'Great-granddam', 'dam'),
      node(p.damDamSire, 'Great-grandsire', 'sire'),
      node(p.damDamDam, 'Great-granddam', 'dam'),
    ],
  ];
}

type Doc = InstanceType<typeof PDFDocument>;

function drawHeader(pdf: Doc, horse: HorseJson): void {
  pdf.rect(0, 0, A4.width, 128).fill(INK);
  pdf.rect(0, 128, A4.width, 4).fill(BRAND);
  pdf
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('PEDIGREE', MARGIN, 34, { characterSpacing: 2, lineBreak: false });
  pdf
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(horse.name, MARGIN, 50, { width: A4.width - 2 * MARGIN, lineBreak: false, ellipsis: true });
  const byline = [
    horse.syndicate.name,
    [horse.sire, horse.dam].every(Boolean) ? `by ${horse.sire} out of ${horse.dam}` : '',
  ]
    .filter(Boolean)
    .join('  ·  ');
  pdf
    .fillColor('#c9cede')
    .font('Helvetica')
    .fontSize(11)
    .text(byline, MARGIN, 90, { width: A4.width - 2 * MARGIN, lineBreak: false, ellipsis: true });
}

function drawFacts(pdf: Doc, horse: HorseJson, top: number): number {
  const facts = factsOf(horse);
  const columns = 5;
  const cellWidth = (A4.width - 2 * MARGIN) / columns;
  // Two lines for a value (long trainer names and locations), cut with an ellipsis beyond that.
  const rowHeight = 52;
  facts.forEach((fact, index) => {
    const x = MARGIN + (index % columns) * cellWidth;
    const y = top + Math.floor(index / columns) * rowHeight;
    pdf
      .fillColor(SUBTLE)
      .font('Helvetica')
      .fontSize(8)
      .text(fact.label.toUpperCase(), x, y, {
        width: cellWidth - 8,
        lineBreak: false,
        characterSpacing: 0.6,
      });
    pdf
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .text(fact.value, x, y + 12, { width: cellWidth - 8, height: 30, lineGap: 1, ellipsis: true });
  });
  const bottom = top + Math.ceil(facts.length / columns) * rowHeight - 8;
  pdf
    .moveTo(MARGIN, bottom)
    .lineTo(A4.width - MARGIN, bottom)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  return bottom;
}

function drawTree(pdf: Doc, horse: HorseJson, top: number): number {
  pdf
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('Family tree', MARGIN, top, { lineBreak: false });
  const columns = pedigreeColumns(horse);
  const treeTop = top + 28;
  const rowHeight = 38;
  const treeHeight = rowHeight * 8;
  const gap = 14;
  const widths = [100, 124, 124, 125];
  const boxHeight = 30;
  let x = MARGIN;
  const centres: { x: number; y: number }[][] = [];
  columns.forEach((nodes, column) => {
    const width = widths[column]!;
    const slot = treeHeight / nodes.length;
    centres.push([]);
    nodes.forEach((node, index) => {
      const cy = treeTop + slot * index + slot / 2;
      const y = cy - boxHeight / 2;
      const fill = node.sex === 'subject' ? INK : '#f5f6f8';
      pdf.roundedRect(x, y, width, boxHeight, 5).fill(fill);
      pdf
        .rect(x, y + 5, 2.5, boxHeight - 10)
        .fill(node.sex === 'dam' ? BRAND : node.sex === 'sire' ? '#5b6b92' : BRAND);
      pdf
        .fillColor(node.sex === 'subject' ? '#c9cede' : SUBTLE)
        .font('Helvetica')
        .fontSize(6.5)
        .text(node.relation.toUpperCase(), x + 8, y + 5, {
          width: width - 12,
          lineBreak: false,
          characterSpacing: 0.4,
        });
      pdf
        .fillColor(node.sex === 'subject' ? '#ffffff' : INK)
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .text(node.name || 'Unknown', x + 8, y + 15, { width: width - 12, lineBreak: false, ellipsis: true });
      centres[column]!.push({ x, y: cy });
    });
    x += width + gap;
  });
  // Connectors: from each box's right edge to the midpoint between the columns, then to both parents.
  pdf.lineWidth(0.9).strokeColor('#aab1c2');
  for (let column = 0; column < columns.length - 1; column += 1) {
    const right = centres[column]![0]!.x + widths[column]!;
    const mid = right + gap / 2;
    centres[column]!.forEach((child, index) => {
      const sire = centres[column + 1]![index * 2]!;
      const dam = centres[column + 1]![index * 2 + 1]!;
      pdf.moveTo(right, child.y).lineTo(mid, child.y).stroke();
      pdf.moveTo(mid, sire.y).lineTo(mid, dam.y).stroke();
      pdf.moveTo(mid, sire.y).lineTo(sire.x, sire.y).stroke();
      pdf.moveTo(mid, dam.y).lineTo(dam.x, dam.y).stroke();
    });
  }
  return treeTop + treeHeight;
}

function drawAnalysis(pdf: Doc, horse: HorseJson, top: number, bottom: number): void {
  const text = horse.pedigreeAnalysis.trim();
  if (!text || bottom - top < 60) return;
  pdf
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('Pedigree analysis', MARGIN, top, { lineBreak: false });
  pdf
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9.5)
    .text(text.replace(/\s*\n\s*\n\s*/g, '\n'), MARGIN, top + 22, {
      width: A4.width - 2 * MARGIN,
      height: bottom - top - 22,
      lineGap: 2.5,
      paragraphGap: 5,
      ellipsis: true,
    });
}

function drawFooter(pdf: Doc, generatedAt: Date): void {
  const y = A4.height - MARGIN - 12;
  pdf
    .moveTo(MARGIN, y - 10)
    .lineTo(A4.width - MARGIN, y - 10)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  const date = generatedAt.toLocaleDateString('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Dublin',
  });
  pdf.fillColor(SUBTLE).font('Helvetica').fontSize(8);
  pdf.text(`Stride racehorse syndicates  ·  ${date}`, MARGIN, y, { lineBreak: false });
  pdf.text('Pedigree as recorded by the syndicate', MARGIN, y, {
    width: A4.width - 2 * MARGIN,
    align: 'right',
    lineBreak: false,
  });
}

/** Draws the one-page A4 pedigree of a presented horse and resolves with the PDF bytes. */
export function renderPedigreePdf(horse: HorseJson, generatedAt: Date = new Date()): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: true,
      info: {
        Title: `${horse.name} pedigree`,
        Author: 'Stride',
        Producer: 'Stride',
        CreationDate: generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    drawHeader(pdf, horse);
    const factsBottom = drawFacts(pdf, horse, 160);
    const treeBottom = drawTree(pdf, horse, factsBottom + 24);
    drawAnalysis(pdf, horse, treeBottom + 28, A4.height - MARGIN - 40);
    drawFooter(pdf, generatedAt);
    pdf.end();
  });
}
