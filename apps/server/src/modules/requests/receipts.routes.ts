import {
  RECEIPT_MAX_BYTES,
  type RECEIPT_MIME_TYPES,
  receiptResponseSchema,
} from '@ajanda/contracts/requests.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { requireAuth } from '../../platform/request-context'
import { createRequestsRepository } from './requests.repository'

const EXTENSIONS: Record<(typeof RECEIPT_MIME_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
}
const MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024

/**
 * POST /accounting/expenses/receipts: one receipt photo (or PDF scan), stored at once so an expense row
 * can point to it by id before the form is sent. Its URL carries a random storage key.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6 } })

  app.post(
    '/accounting/expenses/receipts',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['requests'],
        querystring: z.object({ locale: z.string().max(10).optional() }),
        consumes: ['multipart/form-data'],
        response: { 200: receiptResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const fail = (message: ConstructorParameters<typeof FieldValidationError>[0]['file'][number]) =>
        FieldValidationError.of('file', message)
      if (!request.isMultipart()) throw fail({ key: 'receipt_required' })
      let upload: { name: string; bytes: Buffer; mime: string } | null = null
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          const bytes = await part.toBuffer()
          if (part.fieldname === 'file' && part.filename)
            upload = { name: part.filename, bytes, mime: part.mimetype }
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw fail({ validation: 'file_too_large', params: { max: MAX_MB } })
        if (code.startsWith('FST_')) throw fail({ key: 'receipt_required' })
        throw error
      }
      if (!upload || upload.bytes.length === 0) throw fail({ key: 'receipt_required' })
      const extension = EXTENSIONS[upload.mime as keyof typeof EXTENSIONS]
      if (!extension) throw fail({ validation: 'invalid_image' })
      const companyId = auth.user.event_company_id
      const key = await ctx.storage.put(`receipts/${companyId}`, upload.bytes, extension)
      const row = await createRequestsRepository(ctx.db).insertReceipt({
        event_company_id: companyId,
        uploaded_by: auth.user.id,
        storage_key: key,
        name: upload.name.slice(0, 255),
        mime_type: upload.mime,
        size: upload.bytes.length,
      })
      return { data: { id: row.id, name: row.name, url: ctx.storage.url(key) } }
    },
  )
}
