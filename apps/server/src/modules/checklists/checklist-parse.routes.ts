import { checklistParams, parsedSheetSchema, UPLOAD_ROWS_MAX } from '@ajanda/contracts/checklists.contract'
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_MB } from '@ajanda/contracts/imports.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { readSheetUpload } from '../../platform/uploads/sheet-upload'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { createChecklistsRepository } from './checklists.repository'

const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024

/**
 * POST /checklists/{id}/parse: the uploaded .xlsx read on the server, as the client imports do (the web
 * app does not ship a spreadsheet reader); the mapping screen then posts the rows to /upload.
 */
export const checklistParseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = createChecklistsRepository(ctx.db)
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 10, parts: 11 } })
  app.post(
    '/checklists/:id/parse',
    {
      config: { access: 'admin', staff: true },
      onRequest: limitUploadTo(MAX_BYTES),
      schema: {
        tags: ['checklists'],
        params: checklistParams,
        querystring: z.object({ locale: z.string().max(10).optional() }),
        document: uploadForm({ file: { kind: 'file', required: true, description: 'An .xlsx sheet' } }),
        response: { 200: parsedSheetSchema },
      },
    },
    async (request) => {
      if (!(await repo.find(requireAuth(request).user.event_company_id, request.params.id)))
        throw new NotFoundError()
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
      const rows = await readSheetUpload(bytes, { maxRows: UPLOAD_ROWS_MAX, maxColumns: IMPORT_MAX_COLUMNS })
      if (rows.length < 2) throw FieldValidationError.of('file', { key: 'import_empty' })
      return { headers: rows[0] ?? [], rows: rows.slice(1) }
    },
  )
}
