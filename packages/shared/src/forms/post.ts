/**
 * Write-a-post forms of SPEC §2/§5: the horse entry (race update) and the post draft, plus the emptiness
 * rule of SPEC §4 ("post creation does nothing if the draft is empty").
 */
import { z } from 'zod';
import { checkFiles } from '../files.js';
import { ENTRY_STATUSES, RACE_UPDATE_TYPES, isValidFinishingPosition } from '../racing.js';
import { referenceField } from '../references.js';
import { DEFAULT_MAX_FILES } from '../settings.js';
import {
  FIELD_LABELS,
  NAME_MAX_LENGTH,
  POST_MESSAGES,
  TEXT_MAX_LENGTH,
  incorrectFormatMessage,
  optionalText,
  optionalWholeNumber,
  parseIsoDate,
  requiredMessage,
  requiredText,
  requiredWholeNumber,
} from '../validation.js';

/** Rich-text (HTML) post body limit: markup counts, so it is larger than plain-text comments. */
export const POST_COMMENT_MAX_LENGTH = 20000;
export const RACE_NUMBER_MAX = 99;
export const DRAW_POSITION_MAX = 99;
export const EMPTY_POST_MESSAGE = 'Please add a comment, a file or a race entry before submission';

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Race entry attached to a post; date and time are Europe/Dublin local (see time.ts). */
export const horseEntrySchema = z.object({
  updateType: z.enum(RACE_UPDATE_TYPES, { error: requiredMessage(FIELD_LABELS.updateType) }),
  date: requiredText(FIELD_LABELS.date, 10).refine((value) => parseIsoDate(value) !== null, {
    error: incorrectFormatMessage(FIELD_LABELS.date),
  }),
  time: requiredText(FIELD_LABELS.time, 5).regex(TIME_24H, {
    error: incorrectFormatMessage(FIELD_LABELS.time),
  }),
  raceNumber: requiredWholeNumber(FIELD_LABELS.raceNumber, 1, RACE_NUMBER_MAX),
  racetrack: requiredText(FIELD_LABELS.racetrack, NAME_MAX_LENGTH),
  raceName: requiredText(FIELD_LABELS.raceName, TEXT_MAX_LENGTH),
  distance: optionalText(FIELD_LABELS.distance, 50),
  drawPosition: optionalWholeNumber(FIELD_LABELS.drawPosition, 1, DRAW_POSITION_MAX),
  jockey: optionalText(FIELD_LABELS.jockey, NAME_MAX_LENGTH),
  finishingPosition: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidFinishingPosition(value), {
      error: incorrectFormatMessage(FIELD_LABELS.finishingPosition),
    })
    .optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
});
export type HorseEntryInput = z.input<typeof horseEntrySchema>;
export type HorseEntry = z.output<typeof horseEntrySchema>;

/** Metadata of a file chosen for upload (the files themselves go through multipart upload). */
export const fileMetaSchema = z.object({
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(255).optional(),
});
export type FileMeta = z.infer<typeof fileMetaSchema>;

/** True when rich text holds no visible text (e.g. '<p></p>' or '<p>&nbsp;</p>'). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text === '' && !/<img\b/i.test(html);
}

/** SPEC §4: a draft without comment, files or race entry creates nothing. */
export function isPostDraftEmpty(draft: {
  comment?: string | null;
  filesMeta?: readonly unknown[];
  horseEntry?: unknown;
}): boolean {
  return isRichTextEmpty(draft.comment) && (draft.filesMeta?.length ?? 0) === 0 && draft.horseEntry == null;
}

/**
 * Post draft schema for a given file limit (the app setting max_files). `publish` false saves to drafts;
 * `notify` sends notifications immediately.
 */
export function createPostDraftSchema(maxFiles: number = DEFAULT_MAX_FILES) {
  return z
    .object({
      syndicate: referenceField('syndicates', POST_MESSAGES.syndicateRequired),
      horse: referenceField('horses', POST_MESSAGES.horseRequired),
      comment: z
        .string()
        .max(POST_COMMENT_MAX_LENGTH, {
          error: `Comment must be at most ${POST_COMMENT_MAX_LENGTH} characters`,
        })
        .optional(),
      filesMeta: z.array(fileMetaSchema).optional(),
      publish: z.boolean(),
      notify: z.boolean(),
      horseEntry: horseEntrySchema.optional(),
    })
    .superRefine((draft, ctx) => {
      for (const message of checkFiles(draft.filesMeta ?? [], maxFiles)) {
        ctx.addIssue({ code: 'custom', message, path: ['filesMeta'] });
      }
      if (isPostDraftEmpty(draft))
        ctx.addIssue({ code: 'custom', message: EMPTY_POST_MESSAGE, path: ['comment'] });
    });
}

/** Post draft schema with the default file limit. */
export const postDraftSchema = /* @__PURE__ */ createPostDraftSchema();
export type PostDraftInput = z.input<typeof postDraftSchema>;
export type PostDraft = z.output<typeof postDraftSchema>;
