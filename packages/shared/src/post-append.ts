/**
 * Adding files to a published update (issue 18 item 0, decision 029): the author, staff-authors and
 * managers of its syndicate announce the files (`POST /api/updates/{id}/assets`), then upload each one
 * through the usual multipart calls (SPEC §7) with the file index and path the announcement gave.
 */
import { z } from 'zod';
import { fileMetaSchema } from './forms/post.js';
import { MAX_FILES_LIMIT } from './settings.js';

/** 422 when files are announced for an update that is not published (drafts use the composer's flow). */
export const APPEND_NOT_PUBLISHED_MESSAGE = 'Files can be added to a published update only';

/** Body of POST /api/updates/{id}/assets: the files about to be uploaded. */
export const appendAssetsBodySchema = z.object({
  filesMeta: z.array(fileMetaSchema).min(1).max(MAX_FILES_LIMIT),
});
export type AppendAssetsBody = z.infer<typeof appendAssetsBodySchema>;

/** Answer of POST /api/updates/{id}/assets: where each announced file goes, in the order given. */
export const appendAssetsResponseSchema = z.object({
  files: z.array(
    z.object({
      name: z.string(),
      /** Position of the file in the update: after every file it already has. */
      fileIndex: z.number().int().min(0),
      /** `posts/{postId}/{name}`: the filePath of the multipart calls. */
      filePath: z.string(),
    }),
  ),
  expectedNumberAssets: z.number().int().min(0),
});
export type AppendAssetsResponse = z.infer<typeof appendAssetsResponseSchema>;
