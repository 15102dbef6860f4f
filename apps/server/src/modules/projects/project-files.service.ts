import { PROJECT_FILE_EXTENSIONS, type ProjectFile } from '@ajanda/contracts/projects.contract'
import { and, asc, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { servedProjectFileType } from '../../platform/uploads/content-types'
import { users } from '../users/users.table'
import { loadViewer, mayEdit } from './project-access'
import { createProjectsService } from './projects.service'
import { projectEvents, projectFiles } from './projects.table'

export interface UploadedFile {
  name: string
  bytes: Buffer
  mimeType: string
}

/** `Teklif.PDF` → `pdf` when it is an allowed extension, else null. */
export function allowedExtension(name: string): string | null {
  const match = /\.([a-z0-9]{1,10})$/i.exec(name)
  const extension = match?.[1]?.toLowerCase()
  return extension && (PROJECT_FILE_EXTENSIONS as readonly string[]).includes(extension) ? extension : null
}

const fileColumns = {
  file: projectFiles,
  uploader: { id: users.id, full_name: users.full_name },
}

/**
 * A project's files: whoever sees the project lists, uploads and downloads them; deleting needs the
 * right to edit the project or being the uploader. Each upload and delete is on the timeline.
 */
export function createProjectFilesService(ctx: AppContext) {
  const reads = createProjectsService(ctx)
  const toFile = (
    code: string,
    row: { file: typeof projectFiles.$inferSelect; uploader: { id: number; full_name: string } | null },
  ): ProjectFile => ({
    id: row.file.id,
    name: row.file.name,
    size: row.file.size,
    mime_type: row.file.mime_type,
    download_path: `/api/v1/project/${code}/file/${row.file.id}`,
    uploader: row.uploader,
    created_at: row.file.created_at.toISOString(),
  })
  const filesOf = (projectId: number, fileId?: number) =>
    ctx.db
      .select(fileColumns)
      .from(projectFiles)
      .leftJoin(users, eq(users.id, projectFiles.uploaded_by))
      .where(and(eq(projectFiles.project_id, projectId), fileId ? eq(projectFiles.id, fileId) : undefined))

  async function visibleProject(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth)
    return { viewer, row: await reads.visible(viewer, code) }
  }
  async function fileOf(auth: AuthState, code: string, id: number) {
    const { viewer, row } = await visibleProject(auth, code)
    const files = await filesOf(row.project.id, id)
    const file = files[0]
    if (!file) throw new NotFoundError()
    return { viewer, row, file }
  }

  return {
    /** Checks the caller sees the project before the upload is read. */
    visibleProject,

    async list(auth: AuthState, code: string): Promise<ProjectFile[]> {
      const { row } = await visibleProject(auth, code)
      const rows = await filesOf(row.project.id).orderBy(asc(projectFiles.created_at), asc(projectFiles.id))
      return rows.map((file) => toFile(code, file))
    },

    /** Stores every file or none (the caller has checked them all). */
    async add(auth: AuthState, code: string, uploads: UploadedFile[]): Promise<ProjectFile[]> {
      const { viewer, row } = await visibleProject(auth, code)
      const companyId = viewer.companyId
      const keys: string[] = []
      try {
        for (const upload of uploads)
          keys.push(
            await ctx.storage.put(
              `project-files/${companyId}`,
              upload.bytes,
              allowedExtension(upload.name) ?? 'bin',
              { name: upload.name.slice(0, 255), contentType: servedProjectFileType(upload.mimeType) },
            ),
          )
        const ids = await ctx.db.transaction(async (tx) => {
          const inserted = await tx
            .insert(projectFiles)
            .values(
              uploads.map((upload, index) => ({
                event_company_id: companyId,
                project_id: row.project.id,
                name: upload.name.slice(0, 255),
                storage_key: keys[index] as string,
                size: upload.bytes.length,
                mime_type: upload.mimeType.slice(0, 150),
                uploaded_by: auth.user.id,
              })),
            )
            .returning({ id: projectFiles.id })
          await tx.insert(projectEvents).values(
            uploads.map((upload) => ({
              event_company_id: companyId,
              project_id: row.project.id,
              kind: 'file_added',
              actor_id: auth.user.id,
              data: { name: upload.name },
            })),
          )
          return inserted.map((file) => file.id)
        })
        const rows = await filesOf(row.project.id).orderBy(asc(projectFiles.id))
        return rows.filter((file) => ids.includes(file.file.id)).map((file) => toFile(code, file))
      } catch (error) {
        for (const key of keys) await ctx.storage.remove(key).catch(() => undefined)
        throw error
      }
    },

    async download(auth: AuthState, code: string, id: number) {
      const { file } = await fileOf(auth, code, id)
      return {
        name: file.file.name,
        mimeType: file.file.mime_type,
        size: file.file.size,
        key: file.file.storage_key,
      }
    },

    async remove(auth: AuthState, code: string, id: number): Promise<void> {
      const { viewer, row, file } = await fileOf(auth, code, id)
      if (!mayEdit(viewer, row.project) && file.file.uploaded_by !== auth.user.id) throw new ForbiddenError()
      await ctx.db.transaction(async (tx) => {
        await tx.delete(projectFiles).where(eq(projectFiles.id, id))
        await tx.insert(projectEvents).values({
          event_company_id: viewer.companyId,
          project_id: row.project.id,
          kind: 'file_deleted',
          actor_id: auth.user.id,
          data: { name: file.file.name },
        })
      })
      await ctx.storage.remove(file.file.storage_key).catch(() => undefined)
    },
  }
}
