import {
  clientProjectListResponseSchema,
  clientProjectResponseSchema,
  clientProjectWriteResponseSchema,
} from '@ajanda/contracts/client-views.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  LEADS_CHANGED_EVENT_TYPE,
  leadInputSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadWriteResponseSchema,
  projectCodeParams,
  projectListQuerySchema,
  projectListResponseSchema,
  projectRefSuggestionQuerySchema,
  projectRefSuggestionSchema,
  projectResponseSchema,
  responsibleListResponseSchema,
  responsiblesParams,
  simpleProjectInputSchema,
  timelineQuerySchema,
  timelineResponseSchema,
  updateLeadInputSchema,
} from '@ajanda/contracts/projects.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientView, isClientUser } from '../../platform/client-views'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE, JsonPayload } from '../../platform/json-payload'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { createProjectWritesService, forgetPipelineCaches } from './project-writes.service'
import { createProjectsService } from './projects.service'
import { PROJECT_EXPORT_HEADERS } from './projects-export'

const querystring = z.object({ locale: z.string().max(10).optional() })
const params = projectCodeParams

/**
 * Leads (the back office's pipeline: staff) and projects (every signed-in user, each seeing the projects
 * of their scope; CLIENT users their own).
 */
export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createProjectsService(ctx)
  const writes = createProjectWritesService(ctx)
  const stopForgetting = ctx.realtime.subscribePeers((companyId, event) => {
    if (event.type === LEADS_CHANGED_EVENT_TYPE) forgetPipelineCaches(ctx, companyId)
  })
  app.addHook('onClose', async () => stopForgetting())
  const staff = { access: 'staff' } as const
  const user = { access: 'user' } as const
  /** Projects CLIENT users reach too: theirs only (project-access.ts), answered in the client view. */
  const ownProjects = { access: 'user', client: 'own-projects' } as const
  const leads = ['leads']
  const projects = ['projects']

  app.get(
    '/leads',
    {
      config: staff,
      schema: { tags: leads, querystring: leadListQuerySchema, response: { 200: leadListResponseSchema } },
    },
    async (request, reply) => {
      const answer = await service.leads(requireAuth(request), request.query, request.locale, '/api/v1/leads')
      if (!(answer instanceof JsonPayload)) return answer
      // The board's text checked when it was built, or a page serialized by the service (see json-payload.ts).
      return reply.type(JSON_CONTENT_TYPE).send(answer.json as never)
    },
  )
  app.get(
    '/leads/responsibles/:userId',
    {
      config: staff,
      schema: {
        tags: leads,
        params: responsiblesParams,
        querystring,
        response: { 200: responsibleListResponseSchema },
      },
    },
    async (request) => service.responsibles(requireAuth(request), request.params.userId, request.locale),
  )
  app.get(
    '/leads/project-ref',
    {
      config: staff,
      schema: {
        tags: leads,
        querystring: projectRefSuggestionQuerySchema,
        response: { 200: projectRefSuggestionSchema },
      },
    },
    async (request) => writes.projectRefSuggestion(requireAuth(request), request.query.responsible),
  )
  app.get(
    '/leads/:code',
    { config: user, schema: { tags: leads, params, querystring, response: { 200: projectResponseSchema } } },
    async (request) => ({ data: await service.get(requireAuth(request), request.params.code) }),
  )
  app.post(
    '/leads',
    {
      config: staff,
      schema: { tags: leads, querystring, body: leadInputSchema, response: { 200: leadWriteResponseSchema } },
    },
    async (request) => writes.createLead(requireAuth(request), request.body, request.locale),
  )
  app.put(
    '/leads/:code',
    {
      config: staff,
      schema: {
        tags: leads,
        params,
        querystring,
        body: updateLeadInputSchema,
        response: { 200: leadWriteResponseSchema },
      },
    },
    async (request) =>
      writes.updateLead(requireAuth(request), request.params.code, request.body, request.locale),
  )
  app.delete(
    '/leads/:code',
    { config: staff, schema: { tags: leads, params, querystring, response: { 200: messageResponseSchema } } },
    async (request) => writes.removeLead(requireAuth(request), request.params.code, request.locale),
  )

  app.get(
    '/projects',
    {
      config: ownProjects,
      schema: {
        tags: projects,
        querystring: projectListQuerySchema,
        response: { 200: z.union([projectListResponseSchema, clientProjectListResponseSchema]) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const answer = await service.projects(auth, request.query, request.locale, '/api/v1/projects')
      if (isClientUser(auth))
        return clientView(
          clientProjectListResponseSchema,
          answer instanceof JsonPayload ? JSON.parse(answer.json) : answer,
        )
      if (!(answer instanceof JsonPayload)) return answer
      // A page serialized by the service (see serializeTyped); the typed send wants the object.
      return reply.type(JSON_CONTENT_TYPE).send(answer.json as never)
    },
  )
  app.get(
    '/projects/export',
    {
      config: user,
      schema: { tags: projects, querystring: projectListQuerySchema, document: download('xlsx') },
    },
    async (request, reply) => {
      const file = await service.exportProjects(requireAuth(request), request.query, request.locale)
      const timeZone = await companyTimeZone(ctx.db, requireAuth(request).user.event_company_id)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(PROJECT_EXPORT_HEADERS[request.locale].file, timeZone)}"`,
        )
        .send(file)
    },
  )
  app.post(
    '/projects',
    {
      config: ownProjects,
      schema: {
        tags: projects,
        querystring,
        body: simpleProjectInputSchema,
        response: { 200: z.union([leadWriteResponseSchema, clientProjectWriteResponseSchema]) },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const saved = await writes.createSimple(auth, request.body, request.locale)
      return isClientUser(auth) ? clientView(clientProjectWriteResponseSchema, saved) : saved
    },
  )
  app.get(
    '/project/:code',
    {
      config: ownProjects,
      schema: {
        tags: projects,
        params,
        querystring,
        response: { 200: z.union([projectResponseSchema, clientProjectResponseSchema]) },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const data = await service.get(auth, request.params.code)
      return isClientUser(auth) ? clientView(clientProjectResponseSchema, { data }) : { data }
    },
  )
  app.get(
    '/project/:code/timeline',
    {
      config: user,
      schema: {
        tags: projects,
        params,
        querystring: timelineQuerySchema,
        response: { 200: timelineResponseSchema },
      },
    },
    async (request) =>
      service.timeline(
        requireAuth(request),
        request.params.code,
        request.query,
        `/api/v1/project/${request.params.code}/timeline`,
      ),
  )
}
