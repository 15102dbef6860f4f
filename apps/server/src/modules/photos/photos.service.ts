import type { Paginated } from '@ajanda/contracts/common/pagination'
import {
  MB,
  type PhotoLink,
  type ProjectPhoto,
  type photoLinkInputSchema,
} from '@ajanda/contracts/photos.contract'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { signedLinkRefusal } from '../../platform/signed-links'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { forgetUploadsOfLink } from './photo-uploads'
import { type PhotoZip, photosOfProject, zipLinkFields, zipLinks, zipOfPhotos } from './photo-zip'
import { photoUploadLinks, projectPhotos } from './photos.table'
import { photoFieldError } from './photos-messages'

type LinkInput = z.output<typeof photoLinkInputSchema>
type LinkRow = typeof photoUploadLinks.$inferSelect

/**
 * The staff side of photo uploads: a project's links (list, create, revoke) and its photos (a page with
 * signed thumbnails, a zip of a selection, delete). Whoever sees the project (project-access.ts) may;
 * the routes are `staff` (CLIENT users get 403).
 */
export function createPhotosService(ctx: AppContext) {
  const pageUrl = (code: string) => `${ctx.config.appUrl}/photo-uploader/${code}`

  /** `reading`: a POST that only reads (the zip of a selection), open to those taking part (decisions/0047). */
  async function projectOf(auth: AuthState, code: string, options: { reading?: boolean } = {}) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes, options)
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

  // Tables named in full: a select from one table renders its columns bare, and a bare `id` inside this
  // subquery would be the photo's own id (every link showed 0 photos).
  const photoCount = sql<number>`(select count(*)::int from ${projectPhotos} where ${projectPhotos}.link_id = ${photoUploadLinks}.id)`

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
     * A zip of the chosen photos (the project's own; others are left out), streamed (photo-zip.ts). An
     * API caller gets the bytes from the POST; the web app asks for a signed link instead (`zipLink`).
     */
    async zip(auth: AuthState, code: string, ids: number[]): Promise<PhotoZip> {
      const { project } = await projectOf(auth, code, { reading: true })
      return zipOfPhotos(ctx, project, ids)
    },

    /**
     * A five-minute link to the same zip for the browser to navigate to: checked here (staff who see the
     * project, and at least one of the ids its photo), signed over the project's code and the ids.
     */
    async zipLink(
      auth: AuthState,
      code: string,
      ids: number[],
    ): Promise<{ url: string; expires_at: string }> {
      const { project } = await projectOf(auth, code, { reading: true })
      const chosen = await photosOfProject(ctx, project.id, ids)
      if (chosen.length === 0) throw new NotFoundError()
      const fields = zipLinkFields(code, ids)
      const { query, expiresAt } = await zipLinks(ctx).sign(fields)
      const path = `/api/v1/project/${encodeURIComponent(code)}/photos/zip`
      return { url: `${ctx.config.appUrl}${path}?${query}`, expires_at: expiresAt.toISOString() }
    },

    /** GET of a signed zip link: its signature is the only credential (platform/signed-links.ts). */
    async zipByLink(
      code: string,
      query: { ids: string; expires: string; signature: string },
    ): Promise<PhotoZip> {
      const ids = query.ids.split(',').map(Number)
      const check = await zipLinks(ctx).check(zipLinkFields(code, ids), query)
      if (!check.ok) throw signedLinkRefusal(check.reason)
      const [project] = await ctx.db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.code, code))
        .limit(1)
      if (!project) throw new NotFoundError()
      return zipOfPhotos(ctx, project, ids)
    },

    /**
     * Deletes a photo and gives what it took back to its link's total, in one transaction: a person who
     * deletes and uploads again has that space again. The link's row is updated by its own value
     * (`used_bytes - n`, never below 0), so it composes with uploads finishing at the same moment.
     */
    async removePhoto(auth: AuthState, code: string, id: number): Promise<void> {
      const { project } = await projectOf(auth, code)
      const row = await ctx.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(projectPhotos)
          .where(and(eq(projectPhotos.project_id, project.id), eq(projectPhotos.id, id)))
          .returning()
        if (!gone) throw new NotFoundError()
        if (gone.link_id !== null && gone.upload_bytes > 0)
          await tx
            .update(photoUploadLinks)
            .set({
              used_bytes: sql`greatest(0, ${photoUploadLinks.used_bytes} - ${gone.upload_bytes})`,
              updated_at: new Date(),
            })
            .where(eq(photoUploadLinks.id, gone.link_id))
        return gone
      })
      // Files after the commit: a rolled-back delete never loses a photo's bytes.
      await Promise.all([
        ctx.storage.remove(row.storage_key).catch(() => undefined),
        ctx.storage.remove(row.thumb_key).catch(() => undefined),
      ])
    },
  }
}
