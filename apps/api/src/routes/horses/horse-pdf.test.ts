import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horses } from '../../db/schema/index.js';
import { anonymousHeaders } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildHorse, buildSyndicate } from '../../test/factories.js';

/** Pages in a PDF: one `/Type /Page` object per page (`/Type /Pages` is the tree root). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

describe('GET /api/horses/{id}/pdf', () => {
  let ids: { horse: number; hidden: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const syndicate = await buildSyndicate(db, { name: 'Brook Lane Racing' });
    const hiddenSyndicate = await buildSyndicate(db, { showOnSite: false });
    const horse = await buildHorse(db, {
      syndicateId: syndicate.id,
      name: 'Saoirse’s Gift',
      slug: 'saoirses-gift',
      pedigreeAnalysis: 'A strong family.\n\n'.repeat(120),
    });
    const hidden = await buildHorse(db, { syndicateId: hiddenSyndicate.id });
    ids = { horse: horse.id, hidden: hidden.id };
  });

  it('answers a one-page PDF as an attachment named after the horse', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      url: `/api/horses/${ids.horse}/pdf`,
      headers: await anonymousHeaders(app),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="saoirses-gift-pedigree.pdf"');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('private, max-age=300, must-revalidate');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    // A very long pedigree analysis is cut to fit: the document stays one page.
    expect(pageCount(res.rawPayload)).toBe(1);
  });

  it('serves the same bytes and ETag again without rebuilding, and 304 for a matching If-None-Match', async () => {
    const { app } = await getTestApp();
    const headers = await anonymousHeaders(app);
    const first = await app.inject({ method: 'GET', url: `/api/horses/${ids.horse}/pdf`, headers });
    const second = await app.inject({ method: 'GET', url: `/api/horses/${ids.horse}/pdf`, headers });
    // pdfkit stamps every build with a fresh document id, so equal bytes prove the cached copy was served.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    for (const ifNoneMatch of [
      first.headers.etag!,
      `W/${first.headers.etag}`,
      `"other", ${first.headers.etag}`,
      '*',
    ]) {
      const revalidated = await app.inject({
        method: 'GET',
        url: `/api/horses/${ids.horse}/pdf`,
        headers: { ...headers, 'if-none-match': ifNoneMatch },
      });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
    }
    const stale = await app.inject({
      method: 'GET',
      url: `/api/horses/${ids.horse}/pdf`,
      headers: { ...headers, 'if-none-match': '"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('builds a new PDF with a new ETag once the horse is edited', async () => {
    const { app, db } = await getTestApp();
    const headers = await anonymousHeaders(app);
    const before = await app.inject({ method: 'GET', url: `/api/horses/${ids.horse}/pdf`, headers });
    await db.update(horses).set({ trainer: 'Gordon Elliott' }).where(eq(horses.id, ids.horse));
    const after = await app.inject({
      method: 'GET',
      url: `/api/horses/${ids.horse}/pdf`,
      headers: { ...headers, 'if-none-match': before.headers.etag! },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('answers 404 JSON for unknown, malformed and hidden horses', async () => {
    const { app } = await getTestApp();
    for (const id of ['999999', 'abc', '0', String(ids.hidden)]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/horses/${id}/pdf`,
        headers: await anonymousHeaders(app),
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Horse not found' });
    }
  });

  it('needs a bearer token like every /api route', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/horses/${ids.horse}/pdf` });
    expect(res.statusCode).toBe(401);
  });
});
