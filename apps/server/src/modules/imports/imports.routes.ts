import {
  IMPORT_ENTITIES,
  IMPORT_MAX_MB,
  importInputSchema,
  importParseResponseSchema,
  importResultSchema,
} from '@ajanda/contracts/imports.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { createImportsService } from './imports.service'

const params = z.object({ entity: z.enum(IMPORT_ENTITIES) })
const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['imports']
const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024

/** The .xlsx import of clients, suppliers and contacts: back-office staff only. */
export const importsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createImportsService(ctx)
  const staff = { access: 'staff' } as const
  // Only this plugin takes multipart bodies; one file, read into memory within the limit.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 10, parts: 11 } })

  app.post(
    '/imports/:entity/parse',
    {
      config: staff,
      onRequest: limitUploadTo(MAX_BYTES),
      schema: {
        tags,
        params,
        querystring,
        document: uploadForm({
          file: { kind: 'file', required: true, description: 'An .xlsx (Excel) sheet' },
        }),
        response: { 200: importParseResponseSchema },
      },
    },
    async (request) => {
      const required = FieldValidationError.of('file', { key: 'import_file_required' })
      if (!request.isMultipart()) throw required
      const file = await request.file()
      if (!file) throw required
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw FieldValidationError.of('file', {
            key: 'import_file_too_large',
            params: { max: IMPORT_MAX_MB },
          })
        throw error
      }
      return service.parse(request.params.entity, bytes)
    },
  )
  app.post(
    '/imports/:entity',
    {
      config: staff,
      schema: { tags, params, querystring, body: importInputSchema, response: { 200: importResultSchema } },
    },
    async (request) => service.run(requireAuth(request), request.params.entity, request.body, request.locale),
  )
}
