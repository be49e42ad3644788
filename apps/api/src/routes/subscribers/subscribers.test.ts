import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema/index.js';
import { buildSubscriber } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

/** Each test posts from its own IP so the per-IP form budget (10 a minute by default) is not shared. */
async function post(body: unknown, remoteAddress: string, headers?: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/api/subscribers',
    remoteAddress,
    headers: headers ?? (await anonymousHeaders(app)),
    payload: body as Record<string, unknown>,
  });
}

async function count(email: string): Promise<number> {
  const { db } = await getTestApp();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`);
  return row?.n ?? 0;
}

describe('POST /api/subscribers', () => {
  it('subscribes an anonymous visitor and answers 201 with the subscription', async () => {
    const res = await post({ email: ' new.reader@example.com ', holdingSubscriber: true }, '198.51.100.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'new.reader@example.com', holdingSubscriber: true });
    expect(await count('new.reader@example.com')).toBe(1);
  });

  it('answers a repeated e-mail exactly like a new one, without storing it twice', async () => {
    const { db } = await getTestApp();
    await buildSubscriber(db, { email: 'Already.There@example.com' });
    const res = await post({ email: 'already.there@EXAMPLE.com', holdingSubscriber: true }, '198.51.100.2');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'already.there@EXAMPLE.com', holdingSubscriber: true });
    expect(await count('already.there@example.com')).toBe(1);
  });

  it('reports SPEC §5 messages as 422 violations on email', async () => {
    const cases: [unknown, string][] = [
      [{ email: '', holdingSubscriber: true }, 'Please add an email address before submission'],
      [{ holdingSubscriber: true }, 'Please add an email address before submission'],
      [{ email: 'not-an-email', holdingSubscriber: true }, 'Email incorrect format'],
      [
        { email: `${'a'.repeat(250)}@example.com`, holdingSubscriber: true },
        'Email address must be at most 254 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body, '198.51.100.3');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json(), JSON.stringify(body)).toEqual({
        code: 422,
        message: 'Validation failed',
        violations: [{ propertyPath: 'email', message }],
      });
    }
  });

  it('requires holdingSubscriber to be true and never answers 500 to odd bodies', async () => {
    const notTrue = await post({ email: 'x@example.com', holdingSubscriber: false }, '198.51.100.4');
    expect(notTrue.statusCode).toBe(422);
    expect(notTrue.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'holdingSubscriber',
    ]);
    for (const body of [[], 'text', 42, null]) {
      const res = await post(body, '198.51.100.4');
      expect([400, 415, 422], JSON.stringify(body)).toContain(res.statusCode);
    }
  });

  it('needs a token, anonymous or not', async () => {
    const res = await post({ email: 'x@example.com', holdingSubscriber: true }, '198.51.100.5', {});
    expect(res.statusCode).toBe(401);
  });

  it('limits each IP to the form budget per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await post({ email: `burst.${i}@example.com`, holdingSubscriber: true }, '198.51.100.6');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const other = await post({ email: 'other.ip@example.com', holdingSubscriber: true }, '198.51.100.7');
    expect(other.statusCode).toBe(201);
  });

  it('counts the visitor IP the web server forwards, not the web server', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { app } = await getTestApp();
      const res = await post({ email: `fwd.${i}@example.com`, holdingSubscriber: true }, '127.0.0.1', {
        ...(await anonymousHeaders(app)),
        'x-forwarded-for': '203.0.113.50',
      });
      expect(res.statusCode).toBe(201);
    }
    const { app } = await getTestApp();
    const sameVisitor = await post({ email: 'fwd.x@example.com', holdingSubscriber: true }, '127.0.0.1', {
      ...(await anonymousHeaders(app)),
      'x-forwarded-for': '203.0.113.50',
    });
    expect(sameVisitor.statusCode).toBe(429);
    const otherVisitor = await post({ email: 'fwd.y@example.com', holdingSubscriber: true }, '127.0.0.1', {
      ...(await anonymousHeaders(app)),
      'x-forwarded-for': '203.0.113.51',
    });
    expect(otherVisitor.statusCode).toBe(201);
  });
});
