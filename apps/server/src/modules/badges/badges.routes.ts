import {
  badgeIdParams,
  badgeImageInputSchema,
  badgeImageResponseSchema,
  badgeInputSchema,
  badgeListSchema,
  badgePreviewQuerySchema,
  badgePreviewSchema,
  badgePrintInputSchema,
  badgeResponseSchema,
} from '@ajanda/contracts/badges.contract'
import { messageResponseSchema, projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { badgeMessage } from './badge-messages'
import { createBadgesService } from './badges.service'
import { eventBadgeRoutes } from './event-badge.routes'

const locale = z.object({ locale: z.string().max(10).optional() })

/** An ASCII file name for the PDF (the design's name, Turkish letters folded), with the UTF-8 one beside it. */
function pdfFileName(name: string): { ascii: string; utf8: string } {
  const base = name.trim() || 'yaka-karti'
  const ascii = base
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[^\w .-]/g, '')
    .trim()
  return { ascii: `${ascii || 'yaka-karti'}.pdf`, utf8: encodeURIComponent(`${base}.pdf`) }
}

/**
 * Badge designs (issue 22 item 4; staff-app.md `/project/{code}/badges/{badge_id}`): a project's designs,
 * one design's read, save and delete, its pictures, a preview with real attendees and printing to PDF.
 * Back office only; a project or design of another company or out of the caller's scope is 404.
 */
export const badgesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createBadgesService(ctx)
  const tags = ['badges']
  const config = { access: 'staff' } as const
  await app.register(eventBadgeRoutes, { ctx })

  app.get(
    '/project/:id/badges',
    {
      config,
      schema: { tags, params: projectIdParams, querystring: locale, response: { 200: badgeListSchema } },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.id) }),
  )

  app.post(
    '/project/:id/badges',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        body: badgeInputSchema,
        response: { 200: badgeResponseSchema.extend(messageResponseSchema.shape) },
      },
    },
    async (request) => ({
      data: await service.create(requireAuth(request), request.params.id, request.body),
      message: badgeMessage(request.locale, 'badge_created'),
    }),
  )

  app.get(
    '/badges/:id',
    {
      config,
      schema: { tags, params: badgeIdParams, querystring: locale, response: { 200: badgeResponseSchema } },
    },
    async (request) => ({ data: await service.get(requireAuth(request), request.params.id) }),
  )

  app.put(
    '/badges/:id',
    {
      config,
      schema: {
        tags,
        params: badgeIdParams,
        querystring: locale,
        body: badgeInputSchema,
        response: { 200: badgeResponseSchema.extend(messageResponseSchema.shape) },
      },
    },
    async (request) => ({
      data: await service.update(requireAuth(request), request.params.id, request.body),
      message: badgeMessage(request.locale, 'badge_updated'),
    }),
  )

  app.delete(
    '/badges/:id',
    {
      config,
      schema: { tags, params: badgeIdParams, querystring: locale, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id)
      return { message: badgeMessage(request.locale, 'badge_deleted') }
    },
  )

  app.post(
    '/badges/:id/images',
    {
      config,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        params: badgeIdParams,
        querystring: locale,
        body: badgeImageInputSchema,
        response: { 200: badgeImageResponseSchema },
      },
    },
    async (request) => ({
      data: await service.addImage(requireAuth(request), request.params.id, request.body.data_url),
    }),
  )

  app.get(
    '/badges/:id/preview',
    {
      config,
      schema: {
        tags,
        params: badgeIdParams,
        querystring: badgePreviewQuerySchema.extend(locale.shape),
        response: { 200: badgePreviewSchema },
      },
    },
    async (request) => service.preview(requireAuth(request), request.params.id, request.query.search),
  )

  app.post(
    '/badges/:id/print',
    {
      config,
      schema: {
        tags,
        params: badgeIdParams,
        querystring: locale,
        body: badgePrintInputSchema,
        document: download('pdf'),
      },
    },
    async (request, reply) => {
      const { pdf, name, count } = await service.print(requireAuth(request), request.params.id, request.body)
      const file = pdfFileName(name)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.ascii}"; filename*=UTF-8''${file.utf8}`)
        .header('x-badge-count', String(count))
        .send(pdf)
    },
  )
}
