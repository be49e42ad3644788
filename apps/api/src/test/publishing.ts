/**
 * Fixtures of the publishing tests: two syndicates with a horse each, staff of the first, a member, and
 * helpers to create a draft and to upload a file through the multipart API (local driver).
 */
import { MULTIPART_PART_SIZE } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from './factories.js';
import { loginAs } from './auth.js';

export interface PublishingWorld {
  syndicateA: { id: number };
  syndicateB: { id: number };
  horseA: { id: number };
  horseB: { id: number };
  staffA: { id: number };
  managerB: { id: number };
  memberA: { id: number };
}

/** Creates two syndicates, each with a horse; staff of A, manager of B, a plain member of A. */
export async function buildPublishingWorld(db: Db): Promise<PublishingWorld> {
  const syndicateA = await buildSyndicate(db);
  const syndicateB = await buildSyndicate(db);
  const horseA = await buildHorse(db, { syndicateId: syndicateA.id });
  const horseB = await buildHorse(db, { syndicateId: syndicateB.id });
  const staffA = await buildUser(db, { roles: ['ROLE_STAFF'] });
  const managerB = await buildUser(db, { roles: ['ROLE_MANAGER'] });
  const memberA = await buildUser(db, { roles: ['ROLE_MEMBER'] });
  await buildMembership(db, { userId: staffA.id, syndicateId: syndicateA.id, role: 'staff' });
  await buildMembership(db, { userId: managerB.id, syndicateId: syndicateB.id, role: 'manager' });
  await buildMembership(db, { userId: memberA.id, syndicateId: syndicateA.id, role: 'member' });
  return { syndicateA, syndicateB, horseA, horseB, staffA, managerB, memberA };
}

/** Creates a draft through the API and returns its id. */
export async function createDraft(
  app: FastifyInstance,
  user: { id: number },
  body: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/updates',
    headers: await loginAs(app, user),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`createDraft: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** Splits bytes into SPEC §9 parts. */
export function splitParts(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += MULTIPART_PART_SIZE) {
    parts.push(bytes.subarray(start, start + MULTIPART_PART_SIZE));
  }
  return parts.length > 0 ? parts : [Buffer.alloc(0)];
}

/** Path and query of an absolute URL (app.inject wants them). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** Uploads a file through presign → PUT parts → complete; returns the completion response. */
export async function uploadFile(
  app: FastifyInstance,
  user: { id: number },
  postId: number,
  name: string,
  bytes: Buffer,
  fileIndex = 0,
  extra: { description?: string } = {},
) {
  const headers = await loginAs(app, user);
  const parts = splitParts(bytes);
  const filePath = `posts/${postId}/${name}`;
  const presign = await app.inject({
    method: 'GET',
    url: '/api/upload-s3-files/presigned-urls',
    query: { filePath, countParts: String(parts.length) },
    headers,
  });
  if (presign.statusCode !== 200) return presign;
  const { uploadId, presignedUrls } = presign.json() as { uploadId: string; presignedUrls: string[] };
  const done: { ETag: string; PartNumber: number }[] = [];
  for (const [i, part] of parts.entries()) {
    const put = await app.inject({
      method: 'PUT',
      url: pathOf(presignedUrls[i]!),
      payload: part,
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (put.statusCode !== 200) throw new Error(`part ${i + 1}: ${put.statusCode} ${put.body}`);
    done.push({ ETag: String(put.headers.etag), PartNumber: i + 1 });
  }
  return app.inject({
    method: 'POST',
    url: '/api/upload-s3-files/complete',
    headers,
    payload: { uploadId, fileIndex, parts: done, filePath, ...extra },
  });
}
