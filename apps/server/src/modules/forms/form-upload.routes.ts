import { fieldUploadResponseSchema, formIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { fieldUploadLimit, readFieldFile, registerFieldFileParser } from './field-file-part'
import { createFormUploadService } from './form-upload.service'

/**
 * POST /form/field/{id}/upload (multipart, field `file`): a file for a field of a form of the caller's
 * company, typed by its bytes and bounded by the field's rule (form-upload.service.ts). Back office only
 * for now: the public page's uploads come with the submissions (issue 21).
 */
export const formUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFormUploadService(ctx)
  // Only this plugin takes multipart bodies; each request narrows the file size to its field's rule.
  await registerFieldFileParser(app)

  app.post(
    '/form/field/:id/upload',
    {
      config: { access: 'staff' },
      onRequest: fieldUploadLimit(),
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
      const upload = await readFieldFile(request, rule.maxMb)
      return service.store(auth, rule, upload)
    },
  )
}
