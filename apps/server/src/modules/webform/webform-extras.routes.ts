import { signedFileResponseSchema } from '@ajanda/contracts/common/signed-file'
import { webformParams, webformPersonalParams } from '@ajanda/contracts/webform.contract'
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
import { WEBFORM_READ_LIMIT } from './webform.routes'
import { createWebformService } from './webform.service'
import { captchaBitsOf, webformCaptchaOf } from './webform-captcha'
import {
  createWebformDrafts,
  webformDraftInputSchema,
  webformDraftParams,
  webformDraftResponseSchema,
  webformDraftSchema,
} from './webform-draft'
import { webformError } from './webform-messages'
import { createWebformUploads } from './webform-upload'

const querystring = z.object({ locale: z.string().max(10).optional() })

/** Captcha challenges: one per form load and retry; more than this from one address is a script. */
export const WEBFORM_CAPTCHA_LIMIT: RateLimitRule = {
  name: 'webform-captcha-ip',
  points: 60,
  durationSeconds: 60,
}
/** Public uploads: a few files per person; a desk behind one address still fits. */
export const WEBFORM_UPLOAD_LIMIT: RateLimitRule = {
  name: 'webform-upload-ip',
  points: 20,
  durationSeconds: 60,
}
/** Drafts send a mail each: few, so the page cannot be used to mail strangers in bulk. */
export const WEBFORM_DRAFT_LIMIT: RateLimitRule = { name: 'webform-draft-ip', points: 5, durationSeconds: 60 }

const captchaResponse = z.object({
  challenge: z.string(),
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  key_prefix: z.string(),
  expires_at: z.number(),
})
const uploadResponse = z.object({ url: z.string(), name: z.string(), size: z.number(), mime: z.string() })
const fileParams = z.object({ id: z.coerce.number().int().positive(), ref: z.string().min(10).max(200) })

/**
 * The public form's extras (issue 21 item 2): the captcha's challenge (webform-captcha.ts), file
 * uploads (webform-upload.ts) and save-and-resume drafts (webform-draft.ts), public and rate limited;
 * and the staff download of an attendee's uploaded file, GET /attendees/{id}/files/{ref}.
 */
export const webformExtrasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createWebformService(ctx)
  const captcha = webformCaptchaOf(ctx.db)
  const uploads = createWebformUploads(ctx)
  const drafts = createWebformDrafts(ctx)
  const attendeesService = createAttendeeWriteService(ctx)
  const tags = ['webform']
  await registerFieldFileParser(app)

  app.get(
    '/webform/:slug/captcha',
    {
      config: { access: 'public', rateLimit: WEBFORM_CAPTCHA_LIMIT },
      schema: { tags, querystring, params: webformParams, response: { 200: captchaResponse } },
    },
    async (request) => {
      // A PERSONAL form's captcha is the same for every code: the slug is enough.
      const form = await service.form(request.params.slug)
      const detail = await service.detailOf(form, request.locale)
      return captcha.challenge(form.id, captchaBitsOf(detail))
    },
  )

  for (const [url, params] of [
    ['/webform/:slug/upload/:fieldId', webformParams.extend({ fieldId: z.coerce.number().int().positive() })],
    [
      '/webform/:slug/:pcode/upload/:fieldId',
      webformPersonalParams.extend({ fieldId: z.coerce.number().int().positive() }),
    ],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: WEBFORM_UPLOAD_LIMIT },
        onRequest: fieldUploadLimit(),
        schema: {
          tags,
          params,
          querystring,
          document: uploadForm({ file: { kind: 'file', required: true } }),
          response: { 200: uploadResponse },
        },
      },
      async (request) => {
        const { slug, pcode, fieldId } = request.params as { slug: string; pcode?: string; fieldId: number }
        const { form } = await service.open(slug, pcode)
        if (form.status !== 'published') throw webformError(403, request.locale, 'form_closed')
        // 404 before the body is read when the field is no file field of this form.
        const rule = await uploads.fieldFor(form, fieldId)
        const upload = await readFieldFile(request, rule.maxMb)
        return uploads.store(form, fieldId, rule, upload)
      },
    )
  }

  for (const [url, params] of [
    ['/webform/:slug/draft', webformParams],
    ['/webform/:slug/:pcode/draft', webformPersonalParams],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: WEBFORM_DRAFT_LIMIT },
        schema: {
          tags,
          params,
          querystring,
          body: webformDraftInputSchema,
          response: { 200: webformDraftResponseSchema },
        },
      },
      async (request) => {
        const { slug, pcode } = request.params as { slug: string; pcode?: string }
        const { form } = await service.open(slug, pcode)
        if (form.status !== 'published') throw webformError(403, request.body.locale, 'form_closed')
        const detail = await service.detailOf(form, request.body.locale)
        return drafts.save(form, detail, pcode, request.body)
      },
    )
  }

  app.get(
    '/webform/:slug/draft/:code',
    {
      config: { access: 'public', rateLimit: WEBFORM_READ_LIMIT },
      schema: { tags, params: webformDraftParams, querystring, response: { 200: webformDraftSchema } },
    },
    async (request) => {
      const form = await service.form(request.params.slug)
      return drafts.resume(form, request.params.code)
    },
  )

  app.get(
    '/attendees/:id/files/:ref',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['attendees'],
        params: fileParams,
        querystring,
        document: signedDownload,
        response: { 200: signedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const attendee = await attendeesService.visibleAttendee(auth, request.params.id)
      const file = await uploads.attendeeFile(attendee, request.params.ref)
      if (!file) throw new NotFoundError()
      return sendSignedDownload(ctx, request, reply, file.key, { name: file.name, contentType: file.mime })
    },
  )
}
