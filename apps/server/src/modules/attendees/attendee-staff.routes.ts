import {
  attendeeAnswersInputSchema,
  attendeeAnswersParams,
  attendeeBulkInputSchema,
  attendeeBulkResponseSchema,
  attendeeDetailSchema,
  attendeeIdParams,
  attendeeInputSchema,
  attendeeListInputSchema,
  attendeeListQuerySchema,
  attendeeListResponseSchema,
  attendeePageSchema,
  attendeeResponseSchema,
  attendeeUpdateInputSchema,
  projectAttendeeListParams,
} from '@ajanda/contracts/attendees.contract'
import { messageResponseSchema, projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE, pagePayload } from '../../platform/json-payload'
import { pageWindow } from '../../platform/pagination'
import { requireAuth } from '../../platform/request-context'
import { visibleProjectId } from '../flights/visible-project'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { createAttendeeAnswersService } from './attendee-answers.service'
import { createAttendeeListsService } from './attendee-lists.service'
import { attendeeMessage } from './attendee-messages'
import { type AttendeeFilter, createAttendeeReadRepository } from './attendee-read.repository'
import { forgetTotalsOnWrites } from './attendee-totals'
import { createAttendeeWriteService } from './attendee-write.service'

const locale = z.object({ locale: z.string().max(10).optional() })
const listQuery = attendeeListQuerySchema.extend(locale.shape)

/**
 * The staff attendee calls (event-side.md section 2; staff-app.md "Attendee", `GET /attendees`): the
 * project's list and every visible project's, the detail, add, edit, delete, answers, new codes, bulk
 * changes and the lists. Back office only; a project or attendee of another company or out of the
 * caller's scope is 404.
 */
export const attendeeStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reads = createAttendeeReadRepository(ctx.db, ctx.counts, { genericPlans: true })
  app.addHook('onClose', async () => reads.close())
  const writes = createAttendeeWriteService(ctx)
  const answers = createAttendeeAnswersService(ctx, writes)
  const lists = createAttendeeListsService(ctx)
  const tags = ['attendees']
  const config = { access: 'staff' } as const
  forgetTotalsOnWrites(app, ctx)

  const filterOf = (query: z.output<typeof listQuery>): AttendeeFilter => ({
    search: query.search,
    status: query.status,
    list_id: query.list_id,
    form_id: query.form_id,
    answer_field: query.answer_field,
    answer_value: query.answer_value,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
  })

  app.get(
    '/project/:id/attendees',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring: listQuery,
        response: { 200: attendeePageSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const projectId = await visibleProjectId(ctx, auth, request.params.id)
      const window = pageWindow({ page: request.query.page, pageSize: request.query.page_size })
      const { items, total } = await reads.pageText(
        auth.user.event_company_id,
        { projectId },
        filterOf(request.query),
        window,
      )
      // The rows are JSON text written by the database (attendee-page-statement.ts): sent as they are.
      const payload = pagePayload(items, total, request.query, `/api/v1/project/${projectId}/attendees`)
      return reply.type(JSON_CONTENT_TYPE).send(payload.json as never)
    },
  )

  app.get(
    '/attendees',
    { config, schema: { tags, querystring: listQuery, response: { 200: attendeePageSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const window = pageWindow({ page: request.query.page, pageSize: request.query.page_size })
      const { items, total } = await reads.pageText(
        auth.user.event_company_id,
        { visible: visibleProjects(viewer.visibility), countKey: `user:${auth.user.id}` },
        filterOf(request.query),
        window,
      )
      const payload = pagePayload(items, total, request.query, '/api/v1/attendees')
      return reply.type(JSON_CONTENT_TYPE).send(payload.json as never)
    },
  )

  app.get(
    '/attendees/:id',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        response: { 200: attendeeDetailSchema },
      },
    },
    async (request) => writes.get(requireAuth(request), request.params.id),
  )

  app.post(
    '/project/:id/attendees',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        body: attendeeInputSchema,
        response: { 200: attendeeResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'attendee_created'),
      data: await writes.create(requireAuth(request), request.params.id, request.body),
    }),
  )

  app.put(
    '/attendees/:id',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        body: attendeeUpdateInputSchema,
        response: { 200: attendeeResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'attendee_updated'),
      data: await writes.update(requireAuth(request), request.params.id, request.body),
    }),
  )

  app.delete(
    '/attendees/:id',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await writes.remove(requireAuth(request), request.params.id)
      return { message: attendeeMessage(request.locale, 'attendee_deleted') }
    },
  )

  app.put(
    '/attendees/:id/answers/:formId',
    {
      config,
      schema: {
        tags,
        params: attendeeAnswersParams,
        querystring: locale,
        body: attendeeAnswersInputSchema,
        response: { 200: attendeeResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'answers_saved'),
      data: await answers.save(
        requireAuth(request),
        request.params.id,
        request.params.formId,
        request.body.answers,
        request.locale,
      ),
    }),
  )

  app.post(
    '/attendees/:id/revoke-codes',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        response: { 200: attendeeResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'codes_revoked'),
      data: await writes.revokeCodes(requireAuth(request), request.params.id),
    }),
  )

  app.post(
    '/project/:id/attendees/bulk',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        body: attendeeBulkInputSchema,
        response: { 200: attendeeBulkResponseSchema },
      },
    },
    async (request) => {
      const updated = await writes.bulk(requireAuth(request), request.params.id, request.body)
      return { message: attendeeMessage(request.locale, 'bulk_updated', { count: updated }), updated }
    },
  )

  app.post(
    '/project/:id/attendees/lists',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        body: attendeeListInputSchema,
        response: { 200: attendeeListResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'list_created'),
      data: await lists.create(requireAuth(request), request.params.id, request.body.name),
    }),
  )

  app.put(
    '/project/:id/attendees/lists/:listId',
    {
      config,
      schema: {
        tags,
        params: projectAttendeeListParams,
        querystring: locale,
        body: attendeeListInputSchema,
        response: { 200: attendeeListResponseSchema },
      },
    },
    async (request) => ({
      message: attendeeMessage(request.locale, 'list_updated'),
      data: await lists.rename(
        requireAuth(request),
        request.params.id,
        request.params.listId,
        request.body.name,
      ),
    }),
  )

  app.delete(
    '/project/:id/attendees/lists/:listId',
    {
      config,
      schema: {
        tags,
        params: projectAttendeeListParams,
        querystring: locale,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await lists.remove(requireAuth(request), request.params.id, request.params.listId)
      return { message: attendeeMessage(request.locale, 'list_deleted') }
    },
  )
}
