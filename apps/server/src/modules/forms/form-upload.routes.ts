import { fieldUploadResponseSchema, formIdParams } from '@ajanda/contracts/forms.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { cleanFileName } from '../../platform/uploads/file-names'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { createFormUploadService, FIELD_UPLOAD_MAX_MB, fileError } from './form-upload.service'

const MB = 1024 * 1024
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])

/**
 * POST /form/field/{id}/upload (multipart, field `file`): a file for a field of a form of the caller's
 * company, typed by its bytes and bounded by the field's rule (form-upload.service.ts). Back office only
 * for now: the public page's uploads come with the submissions (issue 21).
 */
export const formUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFormUploadService(ctx)
  // Only this plugin takes multipart bodies; each request narrows the file size to its field's rule.
  await app.register(multipart, {
    limits: { fileSize: FIELD_UPLOAD_MAX_MB * MB, files: 1, fields: 5, parts: 6 },
  })

  app.post(
    '/form/field/:id/upload',
    {
      config: { access: 'staff' },
      onRequest: limitUploadTo(FIELD_UPLOAD_MAX_MB * MB),
      schema: {
        tags: ['forms'],
        params: formIdParams,
        querystring: z.object({ locale: z.string().max(10).optional() }),
        document: uploadForm({ file: { kind: 'file', required: true } }),
        response: { 200: fieldUploadResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      // 404 before the body is read when the field is not the caller's company's.
      const { rule } = await service.fieldFor(auth, request.params.id)
      if (!request.isMultipart()) throw fileError('required')
      let upload: { name: string; bytes: Buffer } | undefined
      try {
        for await (const part of request.parts({ limits: { fileSize: rule.maxMb * MB } })) {
          if (part.type !== 'file') continue
          const bytes = await part.toBuffer()
          if (part.fieldname !== 'file' || upload) continue
          upload = { name: cleanFileName(part.filename ?? '') ?? 'dosya', bytes }
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('file_too_large', { max: rule.maxMb })
        if (LIMIT_CODES.has(code)) throw fileError('required')
        throw error
      }
      if (!upload || upload.bytes.length === 0) throw fileError('required')
      return service.store(auth, rule, upload)
    },
  )
}
