import fs from 'node:fs/promises'
import path from 'node:path'
import {
  PHOTO_CHUNK_BYTES,
  type PhotoUploader,
  type PhotoUploadInput,
  type PhotoUploadState,
} from '@ajanda/contracts/photos.contract'
import { and, eq, lt, sql } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { cleanFileName } from '../../platform/uploads/file-names'
import { eventCompanies } from '../event-companies/event-companies.table'
import { projects } from '../projects/projects.table'
import { processPhoto } from './photo-processing'
import { photoUploadLinks, photoUploads, projectPhotos } from './photos.table'
import { linkRevokedError, megabytes, photoFieldError, wrongOffsetError } from './photos-messages'

/** Where the bytes of unfinished uploads wait: DATA_DIR/photo-uploads, never the file storage. */
export const uploadsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'photo-uploads')
/** An unfinished upload untouched this long is dropped when its link starts another. */
const STALE_MS = 24 * 60 * 60 * 1000
const partFile = (ctx: AppContext, uploadCode: string) => path.join(uploadsDir(ctx), `${uploadCode}.part`)

/** Drops a link's unfinished uploads and their bytes (a revoked link takes no more chunks). */
export async function forgetUploadsOfLink(ctx: AppContext, linkId: number): Promise<void> {
  const gone = await ctx.db
    .delete(photoUploads)
    .where(eq(photoUploads.link_id, linkId))
    .returning({ code: photoUploads.upload_code })
  await Promise.all(gone.map((row) => fs.rm(partFile(ctx, row.code), { force: true })))
}

type LinkRow = typeof photoUploadLinks.$inferSelect
type UploadRow = typeof photoUploads.$inferSelect

/**
 * The public side of a photo upload link (`/photo-uploader/{code}`), reached by its secret code alone:
 * what the link allows, and resumable uploads. An upload is announced with its name and size (checked
 * against the limits), sent in chunks that each say where they start (`Upload-Offset`), and resumed from
 * the server's `received_bytes` after a failure. The last chunk makes the photo (photo-processing.ts),
 * stores it and its thumbnail, and adds its bytes to the link's total in the statement that checks the
 * limit, so concurrent uploads can never pass it. A revoked link refuses every call at once (410).
 */
export function createPhotoUploadsService(ctx: AppContext) {
  async function linkOf(code: string): Promise<LinkRow> {
    const [link] = await ctx.db
      .select()
      .from(photoUploadLinks)
      .where(eq(photoUploadLinks.code, code))
      .limit(1)
    if (!link) throw new NotFoundError()
    if (link.revoked_at) throw linkRevokedError()
    return link
  }

  async function uploadOf(code: string, uploadCode: string): Promise<{ link: LinkRow; upload: UploadRow }> {
    const link = await linkOf(code)
    const [upload] = await ctx.db
      .select()
      .from(photoUploads)
      .where(and(eq(photoUploads.link_id, link.id), eq(photoUploads.upload_code, uploadCode)))
      .limit(1)
    if (!upload) throw new NotFoundError()
    return { link, upload }
  }

  /** Uploads of the link untouched for a day (a closed tab): their rows and bytes go. */
  async function forgetStaleUploads(linkId: number) {
    const stale = await ctx.db
      .delete(photoUploads)
      .where(
        and(eq(photoUploads.link_id, linkId), lt(photoUploads.updated_at, new Date(Date.now() - STALE_MS))),
      )
      .returning({ code: photoUploads.upload_code })
    await Promise.all(stale.map((row) => fs.rm(partFile(ctx, row.code), { force: true })))
  }

  const state = (upload: UploadRow, received: number): PhotoUploadState => ({
    upload_code: upload.upload_code,
    received_bytes: received,
    total_bytes: upload.total_bytes,
    done: false,
    photo: null,
  })

  /** The last chunk is in: the photo is made and stored, or the upload is refused and dropped. */
  async function finish(link: LinkRow, upload: UploadRow): Promise<PhotoUploadState> {
    const file = partFile(ctx, upload.upload_code)
    const drop = async () => {
      await ctx.db.delete(photoUploads).where(eq(photoUploads.id, upload.id))
      await fs.rm(file, { force: true })
    }
    const result = await processPhoto(file)
    if (!result.ok) {
      await drop()
      throw photoFieldError('file', result.reason)
    }
    const folder = `photos/${link.event_company_id}`
    const { photo, thumb, extension, mime, width, height } = result.value
    const photoKey = await ctx.storage.put(folder, photo, extension, {
      name: upload.file_name,
      contentType: mime,
    })
    const thumbKey = await ctx.storage.put(folder, thumb, 'webp', {
      name: upload.file_name,
      contentType: 'image/webp',
    })
    const stored = await ctx.db.transaction(async (tx) => {
      // One statement: the link grows only while it is active and under its limit, and the photo is
      // inserted only when it grew. Two last chunks at once queue on the link's row.
      const result = await tx.execute(sql`
        with grown as (
          update ${photoUploadLinks}
          set used_bytes = used_bytes + ${upload.total_bytes}, updated_at = now()
          where id = ${link.id} and revoked_at is null
            and used_bytes + ${upload.total_bytes} <= max_total_bytes
          returning id, project_id, event_company_id
        )
        insert into ${projectPhotos}
          (event_company_id, project_id, link_id, name, storage_key, thumb_key, size, upload_bytes,
            mime_type, width, height)
        select event_company_id, project_id, id, ${upload.file_name}, ${photoKey}, ${thumbKey},
          ${photo.length}, ${upload.total_bytes}, ${mime}, ${width}, ${height}
        from grown
        returning id`)
      await tx.delete(photoUploads).where(eq(photoUploads.id, upload.id))
      return (result as unknown as { rows: { id: number }[] }).rows[0] ?? null
    })
    await fs.rm(file, { force: true })
    if (!stored) {
      await Promise.all([ctx.storage.remove(photoKey), ctx.storage.remove(thumbKey)]).catch(() => undefined)
      const [now] = await ctx.db.select().from(photoUploadLinks).where(eq(photoUploadLinks.id, link.id))
      if (!now || now.revoked_at) throw linkRevokedError()
      throw photoFieldError('file', 'total_full', {
        remaining: megabytes(now.max_total_bytes - now.used_bytes),
      })
    }
    return {
      upload_code: upload.upload_code,
      received_bytes: upload.total_bytes,
      total_bytes: upload.total_bytes,
      done: true,
      photo: { id: Number(stored.id), name: upload.file_name },
    }
  }

  return {
    async page(code: string): Promise<PhotoUploader> {
      const link = await linkOf(code)
      const [row] = await ctx.db
        .select({
          project_name: projects.name,
          company: {
            name: eventCompanies.name,
            logo: eventCompanies.logo,
            main_color: eventCompanies.export_main_color,
            secondary_color: eventCompanies.export_secondary_color,
          },
        })
        .from(projects)
        .innerJoin(eventCompanies, eq(eventCompanies.id, projects.event_company_id))
        .where(eq(projects.id, link.project_id))
      const company = row?.company
      return {
        name: link.name,
        project_name: row?.project_name ?? '',
        branding: {
          company_name: company?.name ?? '',
          logo: company?.logo ? ctx.storage.url(company.logo) : null,
          main_color: company?.main_color ?? null,
          secondary_color: company?.secondary_color ?? null,
        },
        max_file_bytes: link.max_file_bytes,
        max_total_bytes: link.max_total_bytes,
        used_bytes: link.used_bytes,
        remaining_bytes: Math.max(0, link.max_total_bytes - link.used_bytes),
        chunk_bytes: PHOTO_CHUNK_BYTES,
      }
    },

    /** Announces an upload: refused at once when it is over the limit per file or what the total leaves. */
    async start(code: string, input: PhotoUploadInput): Promise<PhotoUploadState> {
      const link = await linkOf(code)
      if (input.total_bytes > link.max_file_bytes)
        throw photoFieldError('total_bytes', 'file_too_large', { max: megabytes(link.max_file_bytes) })
      const remaining = link.max_total_bytes - link.used_bytes
      if (input.total_bytes > remaining)
        throw photoFieldError('total_bytes', 'total_full', { remaining: megabytes(remaining) })
      await forgetStaleUploads(link.id)
      const [upload] = await ctx.db
        .insert(photoUploads)
        .values({
          event_company_id: link.event_company_id,
          link_id: link.id,
          upload_code: newPublicCode(),
          file_name: cleanFileName(input.file_name) ?? 'photo.jpg',
          total_bytes: input.total_bytes,
        })
        .returning()
      if (!upload) throw new Error('photo upload not created')
      await fs.mkdir(uploadsDir(ctx), { recursive: true })
      await fs.writeFile(partFile(ctx, upload.upload_code), '')
      return state(upload, 0)
    },

    async status(code: string, uploadCode: string): Promise<PhotoUploadState> {
      const { upload } = await uploadOf(code, uploadCode)
      return state(upload, upload.received_bytes)
    },

    /**
     * One chunk at `offset`, which must be where the server's copy ends (else 409 with that place). The
     * bytes are written at their place before the count moves, and the count moves only from `offset`:
     * a repeated or concurrent chunk cannot count twice.
     */
    async chunk(code: string, uploadCode: string, offset: number, bytes: Buffer): Promise<PhotoUploadState> {
      const { link, upload } = await uploadOf(code, uploadCode)
      if (offset !== upload.received_bytes) throw wrongOffsetError(upload.received_bytes)
      if (bytes.length === 0) throw photoFieldError('file', 'chunk_empty')
      const end = offset + bytes.length
      if (end > upload.total_bytes) throw photoFieldError('file', 'chunk_too_long')
      const file = partFile(ctx, upload.upload_code)
      const handle = await fs.open(file, 'r+').catch(() => fs.open(file, 'w'))
      try {
        await handle.write(bytes, 0, bytes.length, offset)
        await handle.truncate(end)
      } finally {
        await handle.close()
      }
      const moved = await ctx.db
        .update(photoUploads)
        .set({ received_bytes: end, updated_at: new Date() })
        .where(and(eq(photoUploads.id, upload.id), eq(photoUploads.received_bytes, offset)))
        .returning({ id: photoUploads.id })
      if (moved.length === 0) {
        const [now] = await ctx.db.select().from(photoUploads).where(eq(photoUploads.id, upload.id))
        if (!now) throw new NotFoundError()
        throw wrongOffsetError(now.received_bytes)
      }
      if (end < upload.total_bytes) return state(upload, end)
      return finish(link, upload)
    },
  }
}
