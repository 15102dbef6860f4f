import { PassThrough, type Readable } from 'node:stream'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import {
  MB,
  type PhotoLink,
  type ProjectPhoto,
  type photoLinkInputSchema,
} from '@ajanda/contracts/photos.contract'
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ZipFile } from 'yazl'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { forgetUploadsOfLink } from './photo-uploads'
import { photoUploadLinks, projectPhotos } from './photos.table'
import { photoFieldError } from './photos-messages'

type LinkInput = z.output<typeof photoLinkInputSchema>
type LinkRow = typeof photoUploadLinks.$inferSelect

/** `Düğün 1.jpg` twice in one zip: the second is `Düğün 1 (2).jpg`. */
export function uniqueZipNames(names: string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_') || 'photo'
    const dot = name.lastIndexOf('.')
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
    let candidate = name
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/**
 * The staff side of photo uploads: a project's links (list, create, revoke) and its photos (a page with
 * signed thumbnails, a zip of a selection, delete). Whoever sees the project (project-access.ts) may;
 * the routes are `staff` (CLIENT users get 403).
 */
export function createPhotosService(ctx: AppContext) {
  const pageUrl = (code: string) => `${ctx.config.appUrl}/photo-uploader/${code}`

  async function projectOf(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [project] = await ctx.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, viewer.companyId),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!project) throw new NotFoundError()
    return { companyId: viewer.companyId, project }
  }

  const photoCount = sql<number>`(select count(*)::int from ${projectPhotos} where ${projectPhotos.link_id} = ${photoUploadLinks.id})`

  const toLink = (row: LinkRow, photos: number): PhotoLink => ({
    id: row.id,
    name: row.name,
    code: row.code,
    url: pageUrl(row.code),
    max_file_bytes: row.max_file_bytes,
    max_total_bytes: row.max_total_bytes,
    used_bytes: row.used_bytes,
    photo_count: photos,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    active: row.revoked_at === null,
    created_at: row.created_at.toISOString(),
  })

  async function linksOf(projectId: number, linkId?: number) {
    const rows = await ctx.db
      .select({ link: photoUploadLinks, photos: photoCount })
      .from(photoUploadLinks)
      .where(
        and(eq(photoUploadLinks.project_id, projectId), linkId ? eq(photoUploadLinks.id, linkId) : undefined),
      )
      .orderBy(desc(photoUploadLinks.created_at), desc(photoUploadLinks.id))
    return rows.map((row) => toLink(row.link, Number(row.photos)))
  }

  async function signed(row: { name: string; storage_key: string; thumb_key: string; mime_type: string }) {
    const [thumb, photo] = await Promise.all([
      ctx.storage.signedUrl(row.thumb_key, {
        name: row.name.replace(/\.[^.]*$/, '.webp'),
        contentType: 'image/webp',
      }),
      ctx.storage.signedUrl(row.storage_key, { name: row.name, contentType: row.mime_type }),
    ])
    return { thumb_url: thumb.url, url: photo.url }
  }

  return {
    async links(auth: AuthState, code: string): Promise<PhotoLink[]> {
      const { project } = await projectOf(auth, code)
      return linksOf(project.id)
    },

    async createLink(auth: AuthState, code: string, input: LinkInput): Promise<PhotoLink> {
      const { companyId, project } = await projectOf(auth, code)
      if (input.max_total_mb < input.max_file_mb) throw photoFieldError('max_total_mb', 'total_below_file')
      const [row] = await ctx.db
        .insert(photoUploadLinks)
        .values({
          event_company_id: companyId,
          project_id: project.id,
          code: newPublicCode(),
          name: input.name,
          max_file_bytes: input.max_file_mb * MB,
          max_total_bytes: input.max_total_mb * MB,
          created_by: auth.user.id,
        })
        .returning()
      if (!row) throw new Error('photo link not created')
      return toLink(row, 0)
    },

    /** Revokes at once: the page and every upload in progress are refused from now on (410). */
    async revokeLink(auth: AuthState, code: string, id: number): Promise<PhotoLink> {
      const { project } = await projectOf(auth, code)
      await ctx.db
        .update(photoUploadLinks)
        .set({ revoked_at: new Date(), updated_at: new Date() })
        .where(
          and(
            eq(photoUploadLinks.project_id, project.id),
            eq(photoUploadLinks.id, id),
            isNull(photoUploadLinks.revoked_at),
          ),
        )
      const [link] = await linksOf(project.id, id)
      if (!link) throw new NotFoundError()
      await forgetUploadsOfLink(ctx, id)
      return link
    },

    async photos(
      auth: AuthState,
      code: string,
      query: { page: number; page_size: number },
      path: string,
    ): Promise<Paginated<ProjectPhoto>> {
      const { project } = await projectOf(auth, code)
      const where = eq(projectPhotos.project_id, project.id)
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({ photo: projectPhotos, link_name: photoUploadLinks.name })
          .from(projectPhotos)
          .leftJoin(photoUploadLinks, eq(photoUploadLinks.id, projectPhotos.link_id))
          .where(where)
          .orderBy(desc(projectPhotos.created_at), desc(projectPhotos.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        ctx.db.select({ value: count() }).from(projectPhotos).where(where),
      ])
      const data = await Promise.all(
        rows.map(async ({ photo, link_name }) => ({
          id: photo.id,
          name: photo.name,
          size: photo.size,
          mime_type: photo.mime_type,
          width: photo.width,
          height: photo.height,
          link: photo.link_id && link_name ? { id: photo.link_id, name: link_name } : null,
          ...(await signed(photo)),
          created_at: photo.created_at.toISOString(),
        })),
      )
      return paginated(
        data,
        Number(total?.value ?? 0),
        { page: query.page, pageSize: query.page_size },
        path,
        {
          page_size: query.page_size,
        },
      )
    },

    /**
     * A zip of the chosen photos (the project's own; others are left out), streamed: each photo is read
     * from storage only when its turn comes, so neither the photos nor the zip are held in memory.
     */
    async zip(
      auth: AuthState,
      code: string,
      ids: number[],
    ): Promise<{ stream: Readable; name: string; count: number }> {
      const { project } = await projectOf(auth, code)
      const rows = await ctx.db
        .select({
          name: projectPhotos.name,
          key: projectPhotos.storage_key,
          size: projectPhotos.size,
          at: projectPhotos.created_at,
        })
        .from(projectPhotos)
        .where(and(eq(projectPhotos.project_id, project.id), inArray(projectPhotos.id, [...new Set(ids)])))
        .orderBy(asc(projectPhotos.created_at), asc(projectPhotos.id))
      if (rows.length === 0) throw new NotFoundError()
      const zip = new ZipFile()
      const output = new PassThrough()
      zip.outputStream.on('error', (error) => output.destroy(error)).pipe(output)
      const names = uniqueZipNames(rows.map((row) => row.name))
      rows.forEach((row, index) => {
        // Photos are compressed already: stored as they are, which costs no CPU.
        zip.addReadStreamLazy(
          names[index] as string,
          { compress: false, mtime: row.at, size: row.size },
          (done) => {
            const stream = ctx.storage.read(row.key)
            stream.on('error', (error) => output.destroy(error))
            done(null, stream)
          },
        )
      })
      zip.on('error', (error: Error) => output.destroy(error))
      zip.end()
      return { stream: output, name: `${project.name} fotoğraflar.zip`, count: rows.length }
    },

    async removePhoto(auth: AuthState, code: string, id: number): Promise<void> {
      const { project } = await projectOf(auth, code)
      const [row] = await ctx.db
        .delete(projectPhotos)
        .where(and(eq(projectPhotos.project_id, project.id), eq(projectPhotos.id, id)))
        .returning()
      if (!row) throw new NotFoundError()
      await Promise.all([
        ctx.storage.remove(row.storage_key).catch(() => undefined),
        ctx.storage.remove(row.thumb_key).catch(() => undefined),
      ])
    },
  }
}
