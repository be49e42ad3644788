/**
 * The JSON shapes of the members' area, publishing and chat (SPEC §3 Update, Syndicate horse entry,
 * Comment, Chat, Message; SPEC §7 multipart upload). Presenters produce them, socket events carry them,
 * the web consumes them — one definition so the API, realtime and clients never drift apart.
 */
import { z } from 'zod';
import {
  ASSET_STATUSES,
  ENTRY_STATUSES,
  POST_TYPES,
  PUBLICATION_STATUSES,
  RACE_UPDATE_TYPES,
} from '../racing.js';
import { pageMetaSchema } from './resources.js';
import { ASSET_DESCRIPTION_MAX_LENGTH } from '../photos.js';
import { COMMENT_MAX_LENGTH, requiredMessage, tooLongMessage } from '../validation.js';
import { MESSAGE_MAX_LENGTH } from '../validation-messages.js';

/** A media file of an update (SPEC §3 Update.assets: url, filename, original name; plus processing state). */
export const postAssetSchema = z.object({
  id: z.number().int(),
  /** Absolute URL of the playable/viewable rendition (HLS playlist for video, mp3 for audio, webp/jpeg for photos). */
  url: z.string(),
  /** Stored file name (unique per post). */
  filename: z.string(),
  /** The name the file had on the author's device. */
  originalName: z.string(),
  /** One of ASSET_MIME_TYPES once processed (application/x-mpegURL for video); the upload's type before. */
  mimeType: z.string(),
  status: z.enum(ASSET_STATUSES),
  /** Small rendition for feed cards (photos) or the poster frame (video); null otherwise. */
  previewUrl: z.string().nullable(),
  /** URL of the original bytes for downloading (Content-Disposition: attachment). */
  downloadUrl: z.string(),
  sizeBytes: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The author's description of a photo (its alt text); null or absent: clients derive one (`assetAltText`). */
  description: z.string().nullable().optional(),
  /** Photo renditions for `srcset`, narrowest first, with their real pixel widths (decision 025). */
  renditions: z.array(z.object({ url: z.string(), width: z.number().int().positive() })).optional(),
});
export type PostAsset = z.infer<typeof postAssetSchema>;

/** A syndicate horse entry as the API answers it (SPEC §3 and the race-entry block of SPEC §2). */
export const horseEntryResourceSchema = z.object({
  id: z.number().int(),
  /** Race start as an ISO 8601 instant; shown in Europe/Dublin time. */
  date: z.string(),
  /** HH:mm in Europe/Dublin. */
  time: z.string(),
  updateType: z.enum(RACE_UPDATE_TYPES),
  status: z.enum(ENTRY_STATUSES),
  horse: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  syndicate: z.object({ id: z.number().int(), name: z.string() }),
  racetrack: z.string(),
  raceNumber: z.number().int(),
  raceName: z.string(),
  distance: z.string().nullable(),
  drawPosition: z.number().int().nullable(),
  jockey: z.string().nullable(),
  finishingPosition: z.string().nullable(),
  previewComment: z.string().nullable(),
  timeformComment: z.string().nullable(),
  racecardUrl: z.string().nullable(),
  resultUrl: z.string().nullable(),
  replayUrl: z.string().nullable(),
  creationTrigger: z.string(),
  /** The update announcing the entry, if any. */
  postId: z.number().int().nullable(),
});
export type HorseEntryResource = z.infer<typeof horseEntryResourceSchema>;

/** The author of an update or comment as members see them. */
export const authorSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** Client role names (Manager, Staff, Member …) — the author label derives from them (postAuthorLabel). */
  roles: z.array(z.string()),
});
export type Author = z.infer<typeof authorSchema>;

/** An update (post) — SPEC §3 Update. */
export const postSchema = z.object({
  id: z.number().int(),
  horse: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  syndicate: z.object({ id: z.number().int(), name: z.string(), slug: z.string().nullable() }),
  author: authorSchema,
  /** One of POST_AUTHOR_LABELS, computed on the server from the author's roles. */
  authorLabel: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  /** ISO 8601 of the last edit after publication (text or files), null when never edited (decision 024). */
  editedAt: z.string().nullable(),
  /** Sanitised HTML. */
  comment: z.string(),
  assets: z.array(postAssetSchema),
  isLiked: z.boolean(),
  isViewed: z.boolean(),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  publicationStatus: z.enum(PUBLICATION_STATUSES),
  assetsStatus: z.enum(ASSET_STATUSES).nullable(),
  uploadedAssetsCount: z.number().int().min(0),
  expectedNumberAssets: z.number().int().min(0),
  type: z.enum(POST_TYPES),
  horseEntry: horseEntryResourceSchema.nullable(),
  /** What the current user may do with it (the web shows delete only when true). */
  permissions: z.object({ delete: z.boolean(), edit: z.boolean() }),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.object({ data: z.array(postSchema), meta: pageMetaSchema });

/** A comment on an update — SPEC §3 Comment. The body is plain text (rendered as text, never HTML). */
export const commentSchema = z.object({
  id: z.number().int(),
  /** IRI of the post: `/api/posts/{id}`. */
  post: z.string(),
  postId: z.number().int(),
  body: z.string(),
  author: authorSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 of the author's last edit; null when never edited (decision 024). */
  editedAt: z.string().nullable(),
  /** `edit`: the author only; `delete`: the author, managers of the syndicate and administrators. */
  permissions: z.object({ delete: z.boolean(), edit: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.object({ data: z.array(commentSchema), meta: pageMetaSchema });

/** Message of a comment body over COMMENT_MAX_LENGTH (validation.ts): a 422 on the body. */
export const COMMENT_TOO_LONG_MESSAGE = tooLongMessage('comment', COMMENT_MAX_LENGTH);
/** Body of `POST comments`. */
export const createCommentSchema = z.object({
  post: z.union([z.string(), z.number().int()]),
  body: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, { message: requiredMessage('comment') })
        .max(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG_MESSAGE }),
    ),
});

/** Body of `PATCH comments/{id}` (application/merge-patch+json): the new text, with creation's rules. */
export const editCommentSchema = createCommentSchema.pick({ body: true });

/** A chat member as chats show them — SPEC §3 Chat.members. */
export const chatMemberSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(z.string()),
});

/** A chat — SPEC §3 Chat. */
export const chatSchema = z.object({
  id: z.number().int(),
  /** `all` (GROUP_CHAT_CODE) marks the syndicate-wide group chat; null for a member ↔ stable chat. */
  code: z.string().nullable(),
  syndicate: z.object({ id: z.number().int(), name: z.string() }),
  members: z.array(chatMemberSchema),
  enabled: z.boolean(),
  unreadCount: z.number().int().min(0),
  /** The newest message, for the chat list preview. */
  lastMessage: z
    .object({
      id: z.number().int(),
      body: z.string(),
      createdAt: z.string(),
      author: z.object({ id: z.number().int() }),
    })
    .nullable(),
});
export type Chat = z.infer<typeof chatSchema>;
export const chatListSchema = z.object({ data: z.array(chatSchema), meta: pageMetaSchema });

/** A chat message — SPEC §3 Message (also the socket payload's `message`). */
export const messageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  author: z.object({ id: z.number().int() }),
  unread: z.boolean(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.object({ data: z.array(messageSchema), meta: pageMetaSchema });

/** Message of a chat message body over MESSAGE_MAX_LENGTH: a 422 on `body`. */
export const MESSAGE_TOO_LONG_MESSAGE = tooLongMessage('message', MESSAGE_MAX_LENGTH);
/** Body of `POST chats/{id}/messages` (SPEC §7): plain text, trimmed, never empty. */
export const createMessageSchema = z.object({
  body: z
    .string({ error: requiredMessage('message') })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, { message: requiredMessage('message') })
        .max(MESSAGE_MAX_LENGTH, { message: MESSAGE_TOO_LONG_MESSAGE }),
    ),
});
export type CreateMessage = z.input<typeof createMessageSchema>;

/** Most message ids one `POST message-views` may mark read. */
export const MESSAGE_VIEWS_MAX_IDS = 100;
/** Body of `POST message-views` (SPEC §7): ids or IRIs (`/api/messages/{id}`) of messages the caller has read. */
export const messageViewsSchema = z.object({
  messageIds: z
    .array(z.union([z.number().int().positive(), z.string().min(1)]))
    .min(1, { message: 'Please add a message before submission' })
    .max(MESSAGE_VIEWS_MAX_IDS, { message: `At most ${MESSAGE_VIEWS_MAX_IDS} messages at once` }),
});
/** Answer of `POST message-views`: the ids now read by the caller (only messages of their chats) and their new total. */
export const messageViewsResultSchema = z.object({
  messageIds: z.array(z.number().int()),
  unreadCount: z.number().int().min(0),
});
export type MessageViewsResult = z.infer<typeof messageViewsResultSchema>;

/** Answer of `GET users/messages/unread` (SPEC §7). */
export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Body and answer of `PATCH chats/{id}/state` (merge patch, SPEC §7). */
export const chatStateSchema = z.object({ enabled: z.boolean() });
export type ChatState = z.infer<typeof chatStateSchema>;

/** Longest `search` term of `GET chats`. */
export const CHAT_SEARCH_MAX_LENGTH = 100;

/** `GET pre-signed URLs` answer (SPEC §7 multipart upload). */
export const presignedUploadSchema = z.object({
  uploadId: z.string(),
  presignedUrls: z.array(z.string()),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** `POST /upload-s3-files/complete` body (SPEC §7). */
export const completeUploadSchema = z.object({
  uploadId: z.string().min(1),
  fileIndex: z.number().int().min(0),
  parts: z
    .array(z.object({ ETag: z.string().min(1), PartNumber: z.number().int().min(1).max(10000) }))
    .min(1),
  filePath: z.string().min(1),
  /** Optional description of a photo, its alt text (decision 025). */
  description: z.string().trim().max(ASSET_DESCRIPTION_MAX_LENGTH).optional(),
});
export type CompleteUpload = z.infer<typeof completeUploadSchema>;
