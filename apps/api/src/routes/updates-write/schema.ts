/**
 * Bodies of POST /api/updates (a draft, SPEC §7) and PATCH /api/updates/{id} (merge patch: comment, or
 * publicationStatus, or uploadedAssetsCount with assetsStatus).
 */
import {
  MAX_FILES_LIMIT,
  POST_COMMENT_MAX_LENGTH,
  POST_MESSAGES,
  POST_TYPES,
  PUBLICATION_STATUSES,
  fileMetaSchema,
  referenceField,
} from '@stride/shared';
import { z } from 'zod';

const commentField = z
  .string()
  .max(POST_COMMENT_MAX_LENGTH, { error: `Comment must be at most ${POST_COMMENT_MAX_LENGTH} characters` });

/** POST /api/updates. References are IRIs (`/api/horses/3`) or ids. */
export const createPostBody = z.object({
  syndicate: referenceField('syndicates', POST_MESSAGES.syndicateRequired),
  horse: referenceField('horses', POST_MESSAGES.horseRequired),
  comment: commentField.optional(),
  /** Files the author is about to upload (metadata files included). */
  expectedNumberAssets: z.number().int().min(0).max(1000).optional(),
  /** The chosen files' metadata: the API repeats the form's checks (unique names, sizes, count). */
  filesMeta: z
    .array(fileMetaSchema)
    .max(MAX_FILES_LIMIT * 2)
    .optional(),
  type: z.enum(POST_TYPES).optional(),
  /** Reference to a syndicate horse entry created just before (POST syndicate-horse-entries). */
  horseEntry: z.union([z.string(), z.number()]).nullable().optional(),
  /** `draft` (default; published once uploads finish) or `user_draft` (saved to drafts by the author). */
  publicationStatus: z.enum(['draft', 'user_draft']).optional(),
  /** Notify members when published (default true). */
  notify: z.boolean().optional(),
});
export type CreatePostBody = z.output<typeof createPostBody>;

/** PATCH /api/updates/{id} (application/merge-patch+json). */
export const patchPostBody = z
  .object({
    comment: commentField.optional(),
    uploadedAssetsCount: z.number().int().min(0).max(1000).optional(),
    assetsStatus: z.literal('processing').optional(),
    publicationStatus: z.enum(PUBLICATION_STATUSES).optional(),
    notify: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to change' })
  .refine((b) => b.assetsStatus === undefined || b.uploadedAssetsCount !== undefined, {
    error: 'assetsStatus comes with uploadedAssetsCount',
    path: ['assetsStatus'],
  });
