import { idParam } from '@ajanda/contracts/common/fields'
import { signedFileResponseSchema } from '@ajanda/contracts/common/signed-file'
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  receiptResponseSchema,
} from '@ajanda/contracts/requests.contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { uploadForm } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { sendSignedDownload, signedDownload } from '../../platform/signed-download'
import { receiptType } from '../../platform/uploads/content-types'
import { cleanFileName } from '../../platform/uploads/file-names'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { receiptPath, visibleReceipt } from './receipt-access'
import { createRequestsRepository } from './requests.repository'

const MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024
const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * POST /accounting/expenses/receipts: one receipt photo (or PDF scan), stored at once so an expense row
 * can point to it by id before the form is sent; its type is read from its bytes. GET …/receipts/{id}
 * hands it to those who may see it (receipt-access.ts) as a short-lived signed address
 * (platform/signed-download.ts): receipts are not public files.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6 } })

  app.post(
    '/accounting/expenses/receipts',
    {
      config: { access: 'staff' },
      onRequest: limitUploadTo(RECEIPT_MAX_BYTES),
      schema: {
        tags: ['requests'],
        querystring,
        document: uploadForm({ file: { kind: 'file', required: true, description: 'An image or a PDF' } }),
        response: { 200: receiptResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const fail = (message: ConstructorParameters<typeof FieldValidationError>[0]['file'][number]) =>
        FieldValidationError.of('file', message)
      if (!request.isMultipart()) throw fail({ key: 'receipt_required' })
      let upload: { name: string; bytes: Buffer } | null = null
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          const bytes = await part.toBuffer()
          if (part.fieldname === 'file' && part.filename) upload = { name: part.filename, bytes }
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw fail({ validation: 'file_too_large', params: { max: MAX_MB } })
        if (code.startsWith('FST_')) throw fail({ key: 'receipt_required' })
        throw error
      }
      if (!upload || upload.bytes.length === 0) throw fail({ key: 'receipt_required' })
      const name = cleanFileName(upload.name)
      if (!name) throw fail({ key: 'file_name_unusable' })
      // The stored type is the one its bytes show: an HTML page labelled image/png is refused.
      const type = await receiptType(upload.bytes)
      if (!type) throw fail({ key: 'receipt_invalid_type' })
      const companyId = auth.user.event_company_id
      const key = await ctx.storage.put(`receipts/${companyId}`, upload.bytes, type.extension, {
        name,
        contentType: type.type,
      })
      const row = await createRequestsRepository(ctx.db).insertReceipt({
        event_company_id: companyId,
        uploaded_by: auth.user.id,
        storage_key: key,
        name,
        mime_type: type.type,
        size: upload.bytes.length,
      })
      return { data: { id: row.id, name: row.name, url: receiptPath(row.id) } }
    },
  )

  app.get(
    '/accounting/expenses/receipts/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['requests'],
        params: z.object({ id: idParam }),
        querystring,
        document: signedDownload,
        response: { 200: signedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const receipt = await visibleReceipt(ctx, requireAuth(request), request.params.id)
      const known = (RECEIPT_MIME_TYPES as readonly string[]).includes(receipt.mime_type)
      return sendSignedDownload(ctx, request, reply, receipt.storage_key, {
        name: receipt.name,
        contentType: known ? receipt.mime_type : 'application/octet-stream',
      })
    },
  )
}
