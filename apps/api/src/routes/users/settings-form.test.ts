/**
 * The /settings/ page's form (SPEC §3 "Settings form") through PATCH users/{id}: every field of the
 * form, the optional phone of 10 to 20 characters, the contact preferences; the answer is the new user.
 */
import { PHONE_LENGTH_MESSAGE, type User as UserJson } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildSyndicateUser } from '../../test/factories.js';

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

describe('PATCH /api/users/{id} with the settings form', () => {
  it('saves the whole form, contact preferences included, and answers the updated user', async () => {
    const { app, db } = await getTestApp();
    const { user } = await buildSyndicateUser(db);
    const form = {
      // The form sends the current address; a new one goes through users/email-change (decision 020).
      email: user.email,
      phone: '+353871234567',
      countryCode: 'GB',
      firstname: 'Aoife',
      lastname: 'Byrne',
      dateOfBirth: '1980-02-29',
      address: '1 Quay Street',
      address2: 'Flat 2',
      city: 'Galway',
      postalCode: 'H91 ABC1',
      contactByEmail: false,
      contactByPhone: false,
    };
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { ...(await loginAs(app, user)), ...MERGE_PATCH },
      payload: JSON.stringify(form),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserJson>()).toMatchObject({ id: user.id, ...form });
  });

  it('accepts a phone of 10 or 20 characters or none, and refuses 9 or 21 with the SPEC message', async () => {
    const { app, db } = await getTestApp();
    const { user } = await buildSyndicateUser(db);
    const headers = { ...(await loginAs(app, user)), ...MERGE_PATCH };
    const patch = (phone: string | null) =>
      app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers,
        payload: JSON.stringify({ phone }),
      });
    for (const phone of ['0871234567', '+3538712345678901234']) {
      const ok = await patch(phone);
      expect(ok.statusCode, phone).toBe(200);
      expect(ok.json<UserJson>().phone).toBe(phone);
    }
    for (const phone of ['', null]) {
      const cleared = await patch(phone);
      expect(cleared.statusCode, String(phone)).toBe(200);
      expect(cleared.json<UserJson>().phone).toBeNull();
    }
    for (const phone of ['087123456', '+35387123456789012345']) {
      const bad = await patch(phone);
      expect(bad.statusCode, phone).toBe(422);
      expect(bad.json().violations).toEqual([{ propertyPath: 'phone', message: PHONE_LENGTH_MESSAGE }]);
    }
  });

  it('refuses anonymous callers (403)', async () => {
    const { app, db } = await getTestApp();
    const { user } = await buildSyndicateUser(db);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { ...(await anonymousHeaders(app)), ...MERGE_PATCH },
      payload: JSON.stringify({ contactByEmail: false }),
    });
    expect(res.statusCode).toBe(403);
  });
});
