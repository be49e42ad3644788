import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITEMS_PER_PAGE, type ContactReason } from '@stride/shared';
import { contactReasons } from '../../db/schema/index.js';
import { buildContactReason } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

describe('GET /api/contact-us-reasons', () => {
  let ids: { general: number; shares: number; press: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const press = await buildContactReason(db, { label: 'Press', position: 3 });
    const shares = await buildContactReason(db, { label: 'Buying shares', position: 2 });
    const general = await buildContactReason(db, { label: 'General enquiry', position: 2 });
    await buildContactReason(db, { label: 'Retired reason', position: 1, active: false });
    ids = { general: general.id, shares: shares.id, press: press.id };
  });

  it('answers {data} of active reasons ordered by position then id, as id and label only', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/contact-us-reasons?active=false&page=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ContactReason[] }>()).toEqual({
      data: [
        { id: ids.shares, label: 'Buying shares' },
        { id: ids.general, label: 'General enquiry' },
        { id: ids.press, label: 'Press' },
      ],
    });
  });

  it('stays bounded however many reasons exist', async () => {
    const { app, db } = await getTestApp();
    const many = Array.from({ length: MAX_ITEMS_PER_PAGE }, (_, i) => ({ label: `Bulk ${i}`, position: 10 + i }));
    await db.insert(contactReasons).values(many);
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/contact-us-reasons' });
    const data = res.json<{ data: ContactReason[] }>().data;
    expect(data).toHaveLength(MAX_ITEMS_PER_PAGE);
    expect(data.slice(0, 3).map((r) => r.id)).toEqual([ids.shares, ids.general, ids.press]);
  });
});
