import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import { signedFileResponseSchema } from '@ajanda/contracts/common/signed-file'
import {
  PROJECT_FILE_MAX_MB,
  PROJECT_FILES_PER_UPLOAD,
  projectCodeParams,
  projectFileListResponseSchema,
  projectFileParams,
  projectFileUploadResponseSchema,
} from '@ajanda/contracts/projects.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { t } from '../../platform/messages'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { sendSignedDownload, signedDownload } from '../../platform/signed-download'
import { projectFileType, servedProjectFileType } from '../../platform/uploads/content-types'
import { cleanFileName } from '../../platform/uploads/file-names'
import { bodyTooLarge, limitUploadTo } from '../../platform/uploads/upload-limits'
import { allowedExtension, createProjectFilesService, type UploadedFile } from './project-files.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['projects']
const MAX_BYTES = PROJECT_FILE_MAX_MB * 1024 * 1024
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])
/** What the files of one upload may add up to: the server holds them in memory until they are stored. */
const UPLOAD_MAX_BYTES = 100 * 1024 * 1024

/** A project's files: anyone who sees the project (CLIENT users included). */
export const projectFilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createProjectFilesService(ctx)
  // Files carry no agency internals beyond the uploader's name: CLIENT users get them on their projects.
  const user = { access: 'user', client: 'own-projects' } as const
  // Only this plugin takes multipart bodies: the files of one upload are read into memory within the limits.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_BYTES,
      files: PROJECT_FILES_PER_UPLOAD,
      fields: 10,
      parts: PROJECT_FILES_PER_UPLOAD + 10,
    },
  })

  app.get(
    '/project/:code/files',
    {
      config: user,
      schema: {
        tags,
        params: projectCodeParams,
        querystring,
        response: { 200: projectFileListResponseSchema },
      },
    },
    async (request) => service.list(requireAuth(request), request.params.code),
  )

  app.post(
    '/project/:code/file',
    {
      config: user,
      onRequest: limitUploadTo(UPLOAD_MAX_BYTES),
      schema: {
        tags,
        params: projectCodeParams,
        querystring,
        document: uploadForm({ 'files[]': { kind: 'files', required: true } }),
        response: { 200: projectFileUploadResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      // 404 before reading the body when the project is not the caller's to see.
      await service.visibleProject(auth, request.params.code)
      const fail = (message: ConstructorParameters<typeof FieldValidationError>[0]['files'][number]) =>
        FieldValidationError.of('files', message)
      if (!request.isMultipart()) throw fail({ key: 'files_required' })
      const uploads: UploadedFile[] = []
      let invalidType = false
      let invalidName = false
      let received = 0
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
            await part.toBuffer()
            continue
          }
          const bytes = await part.toBuffer()
          received += bytes.length
          if (received > UPLOAD_MAX_BYTES) throw bodyTooLarge()
          if (!part.filename) continue
          const name = cleanFileName(part.filename)
          const extension = name ? allowedExtension(name) : null
          if (!name) invalidName = true
          else if (!extension) invalidType = true
          else {
            // The stored and served type comes from the bytes, never from the uploader's declared type.
            const mimeType = await projectFileType(extension, bytes)
            if (mimeType) uploads.push({ name, bytes, mimeType })
            else invalidType = true
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw fail({ validation: 'file_too_large', params: { max: PROJECT_FILE_MAX_MB } })
        if (LIMIT_CODES.has(code))
          throw fail({ key: 'too_many_files', params: { max: PROJECT_FILES_PER_UPLOAD } })
        throw error
      }
      if (invalidName) throw fail({ key: 'file_name_unusable' })
      if (invalidType) throw fail({ validation: 'invalid_file_type' })
      if (uploads.length === 0) throw fail({ key: 'files_required' })
      const files = await service.add(auth, request.params.code, uploads)
      return { message: t(request.locale, 'files_uploaded', { count: files.length }), data: files }
    },
  )

  app.get(
    '/project/:code/file/:id',
    {
      config: user,
      schema: {
        tags,
        params: projectFileParams,
        querystring,
        document: signedDownload,
        response: { 200: signedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await service.download(requireAuth(request), request.params.code, request.params.id)
      // Always a download, never a page: a file stored before the content checks with a declared type
      // such as text/html goes out as bytes, and the browser may not sniff one into a page either.
      return sendSignedDownload(ctx, request, reply, file.key, {
        name: file.name,
        contentType: servedProjectFileType(file.mimeType),
      })
    },
  )

  app.delete(
    '/project/:code/file/:id',
    {
      config: user,
      schema: { tags, params: projectFileParams, querystring, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.code, request.params.id)
      return { message: t(request.locale, 'file_deleted') }
    },
  )
}
