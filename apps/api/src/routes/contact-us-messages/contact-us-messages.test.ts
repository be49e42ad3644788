import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '../../db/schema/index.js';
import { buildContactReason } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

let reasons: { active: number; inactive: number };

let nextIp = 30;
/** Every call comes from a new IP unless one is given, so tests do not share the per-IP form budget. */
async function post(body: unknown, remoteAddress = `198.51.100.${nextIp++}`) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/api/contact-us-messages',
    remoteAddress,
    headers: await anonymousHeaders(app),
    payload: body as Record<string, unknown>,
  });
}

const valid = () => ({
  name: 'Aoife Byrne',
  email: 'aoife@example.com',
  reason: reasons.active,
  comment: 'How do shares work?\n\nThanks <b>a lot</b>',
});

describe('POST /api/contact-us-messages', () => {
  beforeAll(async () => {
    const { db } = await getTestApp();
    const active = await buildContactReason(db, { label: 'Buying shares' });
    const inactive = await buildContactReason(db, { label: 'Old reason', active: false });
    reasons = { active: active.id, inactive: inactive.id };
  });

  it('stores the message and queues an e-mail to the team', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Aoife Byrne',
      email: 'aoife@example.com',
      reason: `/api/contact-us-reasons/${reasons.active}`,
      comment: 'How do shares work?\n\nThanks <b>a lot</b>',
      createdAt: expect.any(String),
    });
    const { db } = await getTestApp();
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(stored).toMatchObject({ name: 'Aoife Byrne', reasonId: reasons.active });
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      to: 'team@stride.example',
      subject: 'New contact message: Buying shares (from Aoife Byrne)',
      template: 'contact-message',
      sentAt: null,
      attempts: 0,
    });
    expect(mail!.text).toContain('Email: aoife@example.com');
    expect(mail!.text).toContain('Thanks <b>a lot</b>');
    // User text is escaped in the HTML part.
    expect(mail!.html).toContain('Thanks &lt;b&gt;a lot&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>a lot</b>');
  });

  it('accepts the reason as an IRI', async () => {
    const res = await post({ ...valid(), reason: `/api/contact-us-reasons/${reasons.active}` });
    expect(res.statusCode).toBe(201);
  });

  it("says 'Please add an email address before submission' when the e-mail is missing", async () => {
    for (const email of [undefined, '', '   ']) {
      const res = await post({ ...valid(), email });
      expect(res.statusCode).toBe(422);
      expect(res.json().violations).toEqual([
        { propertyPath: 'email', message: 'Please add an email address before submission' },
      ]);
    }
  });

  it('reports every field with its SPEC §5 message', async () => {
    const res = await post({ name: '', email: 'nope', comment: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { propertyPath: 'name', message: 'Please add a name before submission' },
      { propertyPath: 'email', message: 'Email incorrect format' },
      { propertyPath: 'reason', message: 'Please add a reason before submission' },
      { propertyPath: 'comment', message: 'Please add a comment before submission' },
    ]);
  });

  it('bounds the lengths', async () => {
    const res = await post({ ...valid(), name: 'n'.repeat(101), comment: 'c'.repeat(5001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { propertyPath: 'name', message: 'Name must be at most 100 characters' },
      { propertyPath: 'comment', message: 'Comment must be at most 5000 characters' },
    ]);
  });

  it('refuses an inactive, unknown or foreign reason without storing anything', async () => {
    const { db } = await getTestApp();
    const before = (await db.select().from(contactMessages)).length;
    for (const reason of [reasons.inactive, 999_999, '/api/syndicates/1', 'abc']) {
      const res = await post({ ...valid(), reason });
      expect(res.statusCode, String(reason)).toBe(422);
      expect(res.json().violations[0].propertyPath).toBe('reason');
    }
    const unknown = await post({ ...valid(), reason: reasons.inactive });
    expect(unknown.json().violations).toEqual([
      { propertyPath: 'reason', message: 'Please select a reason from the list' },
    ]);
    expect((await db.select().from(contactMessages)).length).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(valid(), '198.51.100.21')).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});
