/**
 * Small PDF documents for the demo's file posts (syndicate reports, race-day guides), made with pdfkit
 * so the file-post download works end to end with a real document.
 */
import PDFDocument from 'pdfkit';

export interface DemoDocument {
  title: string;
  syndicateName: string;
  /** Header band colour (the syndicate's theme colour). */
  colour: string;
  date: Date;
  paragraphs: readonly string[];
  /** Optional table: first row is the header. */
  table?: ReadonlyArray<readonly string[]>;
}

/** Renders a one-page A4 document with a coloured header, paragraphs and an optional table. */
export function renderDocument(doc: DemoDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: doc.title, Author: doc.syndicateName, Producer: 'Stride', CreationDate: doc.date },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    const width = pdf.page.width;
    pdf.rect(0, 0, width, 110).fill(doc.colour);
    pdf
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(doc.title, 56, 36, { width: width - 112 });
    pdf.font('Helvetica').fontSize(11).text(doc.syndicateName, 56, 72);
    pdf
      .fillColor('#555555')
      .fontSize(10)
      .text(
        doc.date.toLocaleDateString('en-IE', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'Europe/Dublin',
        }),
        56,
        130,
      );
    pdf.moveDown(1.2).fillColor('#1b1b1b').fontSize(11.5);
    for (const paragraph of doc.paragraphs) pdf.text(paragraph, { align: 'left', lineGap: 3 }).moveDown(0.8);

    if (doc.table && doc.table.length > 0) {
      const columns = doc.table[0]!.length;
      const columnWidth = (width - 112) / columns;
      let y = pdf.y + 8;
      doc.table.forEach((row, index) => {
        if (index === 0) pdf.rect(56, y - 4, width - 112, 20).fill('#eeeeee');
        pdf
          .fillColor('#1b1b1b')
          .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(10);
        row.forEach((cell, column) =>
          pdf.text(cell, 60 + column * columnWidth, y, { width: columnWidth - 8 }),
        );
        y += 20;
      });
    }

    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#888888')
      .text(
        'Stride Racing — demo document. All horses, people and results in it are fictional.',
        56,
        pdf.page.height - 70,
        {
          width: width - 112,
          align: 'center',
        },
      );
    pdf.end();
  });
}
