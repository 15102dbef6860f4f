import { clientEventCompanySchema } from '@ajanda/contracts/client-views.contract'
import { idParam } from '@ajanda/contracts/common/fields'
import {
  bizdevStagesInputSchema,
  eventCompanyResponseSchema,
  eventCompanySchema,
  exportSettingInputSchema,
  updateEventCompanyInputSchema,
} from '@ajanda/contracts/event-companies.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientView, isClientUser } from '../../platform/client-views'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createEventCompaniesService } from './event-companies.service'

const params = z.object({ id: idParam })
const tags = ['event-companies']

export const eventCompaniesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createEventCompaniesService(ctx)
  const admin = { access: 'admin' } as const

  app.get(
    '/event-companies/:id',
    {
      // CLIENT users: the name, logos, languages, currencies and stage names the app needs to run.
      config: { access: 'user', client: 'client-view' },
      schema: { tags, params, response: { 200: z.union([eventCompanySchema, clientEventCompanySchema]) } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const company = await service.getForUser(auth, request.params.id)
      return isClientUser(auth) ? clientView(clientEventCompanySchema, company) : company
    },
  )
  app.put(
    '/event-companies/:id',
    {
      config: admin,
      schema: {
        tags,
        params,
        body: updateEventCompanyInputSchema,
        response: { 200: eventCompanyResponseSchema },
      },
    },
    async (request) => ({
      event_company: await service.update(requireAuth(request), request.params.id, request.body),
      message: t(request.locale, 'company_updated'),
    }),
  )
  app.put(
    '/event-companies/:id/export-setting',
    {
      config: admin,
      schema: { tags, params, body: exportSettingInputSchema, response: { 200: eventCompanyResponseSchema } },
    },
    async (request) => ({
      event_company: await service.updateExportSetting(requireAuth(request), request.params.id, request.body),
      message: t(request.locale, 'export_setting_updated'),
    }),
  )
  app.put(
    '/event-companies/:id/bizdev-stages',
    {
      config: admin,
      schema: { tags, params, body: bizdevStagesInputSchema, response: { 200: eventCompanyResponseSchema } },
    },
    async (request) => ({
      event_company: await service.renameStages(requireAuth(request), request.params.id, request.body),
      message: t(request.locale, 'bizdev_stages_updated'),
    }),
  )
}
