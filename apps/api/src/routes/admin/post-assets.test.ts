import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildPostAsset, buildUser } from '../../test/factories.js';

describe('/api/admin/post-assets (back-office alt text, issue 18 item 10)', () => {
  it('lets an administrator describe a photo, audited, and the update answers it', async () => {
    const { app, db } = await getTestApp();
    const admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
    const asset = await buildPostAsset(db, { mimeType: 'image/jpeg', originalName: 'IMG_9.jpg' });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/post-assets?post.id=${asset.postId}`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: asset.id, description: null })]);

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/post-assets/${asset.id}`,
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: { description: '  Bog of Allen in the winner’s enclosure ' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().description).toBe('Bog of Allen in the winner’s enclosure');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'post-asset'), eq(auditLog.entityId, String(asset.id))));
    expect(audit.map((row) => row.action)).toContain('update');

    const cleared = await app.inject({
      method: 'PATCH',
      url: `/api/admin/post-assets/${asset.id}`,
      headers: { ...admin, 'content-type': 'application/merge-patch+json' },
      payload: { description: '   ' },
    });
    expect(cleared.json().description).toBeNull();
  });

  it('is for administrators only', async () => {
    const { app, db } = await getTestApp();
    const member = await loginAs(app, await buildUser(db, { roles: ['ROLE_MEMBER'] }));
    const asset = await buildPostAsset(db, { mimeType: 'image/jpeg' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/post-assets/${asset.id}`,
      headers: { ...member, 'content-type': 'application/merge-patch+json' },
      payload: { description: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
