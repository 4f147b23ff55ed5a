import { sql } from 'drizzle-orm';
import { UPLOAD_KINDS, UPLOAD_PURPOSE_NAMES } from '@tuike/contract/upload-rules';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { operators } from './operators';

/**
 * Files operators uploaded: the bytes live in the media storage (the data directory or an S3 bucket,
 * modules/media) under `key`, served at /media/up/…; this row says what they are, who sent them and
 * why. The demo's generated artwork stays in `media` (bytes in the database).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: id(),
    /** The storage key, `up/<2 hex>/<32 hex>.<ext>`: random, so a key is never written twice. */
    key: text().notNull(),
    purpose: text({ enum: UPLOAD_PURPOSE_NAMES }).notNull(),
    kind: text({ enum: UPLOAD_KINDS }).notNull(),
    /** Detected from the content. */
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    /** A picture's thumbnail in the storage. */
    thumbKey: text('thumb_key'),
    /** The file's name on the operator's computer, for display only. */
    originalName: text('original_name').notNull().default(''),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_uploads_key_uq').on(t.key),
    oneOf('media_uploads_purpose_check', t.purpose, UPLOAD_PURPOSE_NAMES),
    oneOf('media_uploads_kind_check', t.kind, UPLOAD_KINDS),
    check('media_uploads_size_nonnegative', sql`${t.size} >= 0`),
  ],
);
