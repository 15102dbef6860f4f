import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import { signedFileResponseSchema } from '@ajanda/contracts/common/signed-file'
import {
  declarationParams,
  declarationSchema,
  declarationSubmitInputSchema,
  declarationSubmitResponseSchema,
  declarationUploadResponseSchema,
} from '@ajanda/contracts/declarations.contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { uploadForm } from '../../platform/openapi'
import type { RateLimitRule } from '../../platform/rate-limit'
import { requireAuth } from '../../platform/request-context'
import { sendSignedDownload, signedDownload } from '../../platform/signed-download'
import { createAttendeeWriteService } from '../attendees/attendee-write.service'
import { fieldUploadLimit, readFieldFile, registerFieldFileParser } from '../forms/field-file-part'
import { mailLocale } from '../webform/webform-mail'
import { ensureDeclarationPdf, pdfName } from './declaration-delivery'
import { declarationMessage } from './declaration-messages'
import { resetDeclaration } from './declaration-reset'
import { createDeclarationsService } from './declarations.service'
import { attendeeDeclarations } from './declarations.table'

const querystring = z.object({ locale: z.string().max(10).optional() })

/** Per client address, as the web form's reads: a phone reloads now and then; a scan of codes hits this. */
export const DECLARATION_READ_LIMIT: RateLimitRule = {
  name: 'declaration-read-ip',
  points: 120,
  durationSeconds: 60,
}
/** Submissions and signature uploads: a desk of tablets behind one address still fits. */
export const DECLARATION_WRITE_LIMIT: RateLimitRule = {
  name: 'declaration-write-ip',
  points: 30,
  durationSeconds: 60,
}

/**
 * The attendee's declaration (issue 22 item 6): GET and POST /declaration/{dcode} and the signature's
 * upload, public by the attendee's declaration code and rate limited; and the staff download of the
 * PDF copy, GET /attendees/{id}/declaration (a short-lived signed address, scoped as the attendee's
 * other staff routes), and its reset, DELETE /attendees/{id}/declaration (declaration-reset.ts).
 */
export const declarationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createDeclarationsService(ctx)
  const attendeesService = createAttendeeWriteService(ctx)
  const tags = ['declarations']
  await registerFieldFileParser(app)

  app.get(
    '/declaration/:dcode',
    {
      config: { access: 'public', rateLimit: DECLARATION_READ_LIMIT },
      schema: { tags, params: declarationParams, querystring, response: { 200: declarationSchema } },
    },
    async (request) => service.read(request.params.dcode, request.locale),
  )

  app.post(
    '/declaration/:dcode',
    {
      config: { access: 'public', rateLimit: DECLARATION_WRITE_LIMIT },
      schema: {
        tags,
        params: declarationParams,
        querystring,
        body: declarationSubmitInputSchema,
        response: { 200: declarationSubmitResponseSchema },
      },
    },
    async (request) => service.submit(request.params.dcode, request.body),
  )

  app.post(
    '/declaration/:dcode/upload/:fieldId',
    {
      config: { access: 'public', rateLimit: DECLARATION_WRITE_LIMIT },
      onRequest: fieldUploadLimit(),
      schema: {
        tags,
        params: declarationParams.extend({ fieldId: z.coerce.number().int().positive() }),
        querystring,
        document: uploadForm({ file: { kind: 'file', required: true } }),
        response: { 200: declarationUploadResponseSchema },
      },
    },
    async (request) => {
      const { form } = await service.open(request.params.dcode)
      // 404 before the body is read when the field is no file field of this form (webform-upload.ts).
      const rule = await service.uploads.fieldFor(form, request.params.fieldId)
      const upload = await readFieldFile(request, rule.maxMb)
      return service.uploads.store(form, request.params.fieldId, rule, upload)
    },
  )

  app.get(
    '/attendees/:id/declaration',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring,
        document: signedDownload,
        response: { 200: signedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const attendee = await attendeesService.visibleAttendee(auth, request.params.id)
      const [declaration] = await ctx.db
        .select({ id: attendeeDeclarations.id })
        .from(attendeeDeclarations)
        .where(
          and(
            eq(attendeeDeclarations.attendee_id, attendee.id),
            eq(attendeeDeclarations.event_company_id, attendee.event_company_id),
          ),
        )
        .orderBy(desc(attendeeDeclarations.declared_at))
        .limit(1)
      if (!declaration) throw new NotFoundError()
      // Made now when the job has not run yet (or failed): the copy is never missing for staff.
      const made = await ensureDeclarationPdf(ctx, declaration.id, mailLocale(attendee.language))
      if (!made) throw new NotFoundError()
      return sendSignedDownload(ctx, request, reply, made.key, {
        name: pdfName(made.loaded),
        contentType: 'application/pdf',
      })
    },
  )

  app.delete(
    '/attendees/:id/declaration',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      // Scoped as every attendee staff route: another company's or a hidden project's attendee is 404.
      const attendee = await attendeesService.visibleAttendee(auth, request.params.id)
      await resetDeclaration(ctx, auth, attendee, request.locale)
      return { message: declarationMessage(request.locale, 'reset') }
    },
  )
}
