import {
  attendeeImportInputSchema,
  attendeeImportParseResponseSchema,
  attendeeImportResultSchema,
} from '@ajanda/contracts/attendees.contract'
import { projectIdParams } from '@ajanda/contracts/forms.contract'
import { IMPORT_MAX_MB } from '@ajanda/contracts/imports.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { visibleProjectId } from '../flights/visible-project'
import { createAttendeeImportService } from './attendee-import'
import { forgetTotalsOnWrites } from './attendee-totals'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['attendees']
const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024

/** The .xlsx import of a project's attendees (parse, then a dry run or the import): back office only. */
export const attendeeImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createAttendeeImportService(ctx)
  const config = { access: 'staff' } as const
  forgetTotalsOnWrites(app, ctx)
  // Only this plugin takes multipart bodies; one file, read into memory within the limit.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 10, parts: 11 } })

  app.post(
    '/project/:id/attendees/import/parse',
    {
      config,
      onRequest: limitUploadTo(MAX_BYTES),
      schema: {
        tags,
        params: projectIdParams,
        querystring,
        document: uploadForm({
          file: { kind: 'file', required: true, description: 'An .xlsx (Excel) sheet' },
        }),
        response: { 200: attendeeImportParseResponseSchema },
      },
    },
    async (request) => {
      // The project first: another company's project is 404 whatever was sent.
      const projectId = await visibleProjectId(ctx, requireAuth(request), request.params.id)
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
      return service.parse(projectId, bytes)
    },
  )

  app.post(
    '/project/:id/attendees/import',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring,
        body: attendeeImportInputSchema,
        response: { 200: attendeeImportResultSchema },
      },
    },
    async (request) => service.run(requireAuth(request), request.params.id, request.body, request.locale),
  )
}
