/** Multipart upload sessions (SPEC §7: pre-signed part URLs, then complete). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

export const uploadSessions = pgTable(
  'upload_sessions',
  {
    /** The `uploadId` handed to the client (a random UUID). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    countParts: integer('count_parts').notNull(),
    /** Storage driver that holds the parts: `local` or `s3`. */
    driver: text('driver').notNull(),
    /** The driver's own multipart id (S3 UploadId); null for the local driver. */
    driverUploadId: text('driver_upload_id'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('upload_sessions_user_idx').on(t.userId),
    index('upload_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type UploadSession = typeof uploadSessions.$inferSelect;
export type NewUploadSession = typeof uploadSessions.$inferInsert;
