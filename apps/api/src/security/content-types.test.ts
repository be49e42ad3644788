/**
 * Security suite (issue 14 case 10; ASVS 5.0 V4.1.1 "Content-Type matches the content", V3.5.2 no
 * cross-site simple requests): JSON endpoints answer 415 to forms and plain text, PATCH takes JSON merge
 * patch, and the OAuth form endpoints keep taking forms.
 */
import { describe, expect, it } from 'vitest';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildSyndicate, buildUser } from '../test/factories.js';

describe('content types of JSON endpoints', () => {
  it('answers 415 to a form or plain text on a JSON endpoint, and takes JSON', async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const headers = await anonymousHeaders(app);
    const person = { syndicate: String(syndicate.id), firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', terms: 'true' };
    const form = await app.inject({
      method: 'POST',
      url: '/api/syndicate-anonymous-join-requests',
      remoteAddress: '198.51.100.31',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(person).toString(),
    });
    expect(form.statusCode).toBe(415);
    const text = await app.inject({
      method: 'POST',
      url: '/api/syndicate-anonymous-join-requests',
      remoteAddress: '198.51.100.32',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: JSON.stringify(person),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415 });
    const json = await app.inject({
      method: 'POST',
      url: '/api/syndicate-anonymous-join-requests',
      remoteAddress: '198.51.100.33',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...person, syndicate: syndicate.id, terms: true }),
    });
    expect(json.statusCode).not.toBe(415);
  });

  it('takes merge patch (and plain JSON) on PATCH, 415 otherwise', async () => {
    const { app, db } = await getTestApp();
    const user = await buildUser(db);
    const headers = await loginAs(app, user);
    const patch = (contentType: string) =>
      app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: { ...headers, 'content-type': contentType }, payload: JSON.stringify({ firstname: 'Nia' }) });
    expect((await patch('application/merge-patch+json')).statusCode).toBe(200);
    expect((await patch('application/json; charset=utf-8')).statusCode).toBe(200);
    const plain = await patch('text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.headers['accept-patch']).toBe('application/merge-patch+json');
    expect((await patch('application/x-www-form-urlencoded')).statusCode).toBe(415);
  });

  it('keeps the OAuth token endpoint on forms', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/v2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=stride-web',
    });
    expect(res.statusCode).toBe(200);
  });
});
