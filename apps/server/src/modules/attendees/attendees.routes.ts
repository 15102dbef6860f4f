import {
  ATTENDEE_COLUMNS,
  attendeeColumnListSchema,
  attendeeListListSchema,
  projectIdParams,
} from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { visibleProjectId } from '../flights/visible-project'
import { attendeeStaffRoutes } from './attendee-staff.routes'
import { createAttendeesRepository } from './attendees.repository'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The form builder's attendee reads (admin-area.md "Form builder"): GET /project/{id}/attendees/column,
 * the attendee columns rules (DB-{key}) and DB default values read, named in the request's language;
 * GET /project/{id}/attendees/lists, the project's attendee lists for room-mate matches. Back office
 * only; the project by id, of the caller's company and scope (404 otherwise).
 */
export const attendeesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = createAttendeesRepository(ctx.db)
  const tags = ['attendees']
  const config = { access: 'staff' } as const
  await app.register(attendeeStaffRoutes, { ctx })

  app.get(
    '/project/:id/attendees/column',
    {
      config,
      schema: { tags, params: projectIdParams, querystring, response: { 200: attendeeColumnListSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const projectId = await visibleProjectId(ctx, auth, request.params.id)
      // The fixed columns, then the project's own ones as `custom.{key}` named by their label.
      const custom = await repo.customColumnsOfProject(auth.user.event_company_id, projectId)
      return {
        data: [
          ...ATTENDEE_COLUMNS.map((column) => ({ key: column.key, text: column[request.locale] })),
          ...custom.map((column) => ({ key: `custom.${column.key}`, text: column.label })),
        ],
      }
    },
  )

  app.get(
    '/project/:id/attendees/lists',
    {
      config,
      schema: { tags, params: projectIdParams, querystring, response: { 200: attendeeListListSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const projectId = await visibleProjectId(ctx, auth, request.params.id)
      return { data: await repo.listsOfProject(auth.user.event_company_id, projectId) }
    },
  )
}
