import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * A project's photo upload link (`/photo-uploader/{code}`), created and revoked by staff, with a limit
 * per file and in total (`used_bytes` grows with each finished photo, taken in the same statement).
 */
export const photoUploadLinks = pgTable(
  'photo_upload_links',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    max_file_bytes: bigint('max_file_bytes', { mode: 'number' }).notNull(),
    max_total_bytes: bigint('max_total_bytes', { mode: 'number' }).notNull(),
    used_bytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
    revoked_at: moment('revoked_at'),
    created_by: bigintRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('photo_upload_links_code_uq').on(t.code),
    index('photo_upload_links_project_idx').on(t.project_id),
  ],
)

/**
 * An upload in progress through a link: the bytes received so far sit in a temporary file until the
 * last chunk, so a dropped connection resumes from `received_bytes`.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    link_id: bigintRef('link_id')
      .notNull()
      .references(() => photoUploadLinks.id, { onDelete: 'cascade' }),
    upload_code: varchar('upload_code', { length: 64 }).notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    total_bytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    received_bytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('photo_uploads_code_uq').on(t.upload_code),
    index('photo_uploads_link_idx').on(t.link_id),
  ],
)

/** A finished photo of a project: GPS data removed, a thumbnail beside it; shown in the files tab. */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    link_id: bigintRef('link_id').references(() => photoUploadLinks.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    storage_key: text('storage_key').notNull(),
    thumb_key: text('thumb_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * What the photo took from its link's total: the bytes sent (`used_bytes` counts those, not the
     * re-encoded `size`), given back to the link when the photo is deleted.
     */
    upload_bytes: bigint('upload_bytes', { mode: 'number' }).notNull().default(0),
    mime_type: varchar('mime_type', { length: 50 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    ...timestamps(),
  },
  (t) => [index('project_photos_project_idx').on(t.project_id, t.created_at)],
)
