import { idParam } from '@ajanda/contracts/common/fields'
import {
  COMPANY_IMAGE_KINDS,
  companyImageInputSchema,
  eventCompanyResponseSchema,
} from '@ajanda/contracts/event-companies.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { t } from '../../platform/messages'
import { redirect } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { createCompanyImagesService, NO_LOGO } from './company-images.service'

const params = z.object({ id: idParam })
const tags = ['event-companies']
/** Every sign-in page of an office asks for the logo (cached 5 minutes): generous, yet bounded. */
const LOGO_LIMIT = { name: 'company-logo-ip', points: 300, durationSeconds: 60 } as const

export const companyImagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCompanyImagesService(ctx)
  const admin = { access: 'admin' } as const

  // POST and DELETE /event-companies/{id}/logo, /square-logo, /email-logo.
  for (const kind of COMPANY_IMAGE_KINDS) {
    app.post(
      `/event-companies/:id/${kind}`,
      {
        config: admin,
        schema: {
          tags,
          params,
          body: companyImageInputSchema,
          response: { 200: eventCompanyResponseSchema },
        },
      },
      async (request) => ({
        event_company: await service.store(requireAuth(request), request.params.id, kind, request.body.file),
        message: t(request.locale, 'company_image_updated'),
      }),
    )
    app.delete(
      `/event-companies/:id/${kind}`,
      { config: admin, schema: { tags, params, response: { 200: eventCompanyResponseSchema } } },
      async (request) => ({
        event_company: await service.remove(requireAuth(request), request.params.id, kind),
        message: t(request.locale, 'company_image_deleted'),
      }),
    )
  }

  // The login page and the shell load the logo by host name before anyone has signed in.
  app.get(
    '/event-company/logo/:file',
    {
      config: { access: 'public', rateLimit: LOGO_LIMIT },
      schema: {
        tags,
        params: z.object({ file: z.string().max(300) }),
        document: { ...redirect, description: '204 when no company at that host has a logo' },
      },
    },
    async (request, reply) => {
      const logo = await service.publicLogo(request.params.file)
      if (logo === null) throw new NotFoundError()
      reply.header('cache-control', 'public, max-age=300')
      // Most offices have no logo: an empty answer, not a 404 on every page load (the web shows its icon).
      if (logo === NO_LOGO) return reply.status(204).send()
      return reply.redirect(logo, 302)
    },
  )
}
