import {
  applyResponseSchema,
  checklistDetailSchema,
  checklistInputSchema,
  checklistListQuerySchema,
  checklistParams,
  checklistSummarySchema,
  checklistWriteResponseSchema,
  itemInputSchema,
  itemParams,
  itemWriteResponseSchema,
  projectChecklistParams,
  projectChecklistSchema,
  projectTaskParams,
  resetQuerySchema,
  sectionInputSchema,
  sectionParams,
  sectionWriteResponseSchema,
  taskToggleInputSchema,
  taskToggleResponseSchema,
  uploadInputSchema,
  uploadResponseSchema,
} from '@ajanda/contracts/checklists.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { checklistMessage } from './checklist-messages'
import { checklistParseRoutes } from './checklist-parse.routes'
import { createChecklistsService } from './checklists.service'
import { createProjectChecklistService } from './project-checklist.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const company = (request: { auth: Parameters<typeof requireAuth>[0]['auth'] }) =>
  requireAuth(request).user.event_company_id

/**
 * The checklist calls (admin-area.md "Checklists" calls; staff-app.md "Forms and checklists"): the
 * admin side under /checklists, the project side under /project/{code}/checklist.
 */
export const checklistsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createChecklistsService(ctx)
  const projectService = createProjectChecklistService(ctx)
  // Checklists make back-office tasks: admins of a company with the back office only.
  const admin = { access: 'admin', staff: true } as const
  const staff = { access: 'staff' } as const
  const tags = ['checklists']
  // The multipart parser stays inside its own plugin: only the sheet upload takes files.
  await app.register(checklistParseRoutes, { ctx })

  app.get(
    '/checklists',
    {
      config: admin,
      schema: {
        tags,
        querystring: checklistListQuerySchema.extend(querystring.shape),
        response: { 200: z.array(checklistSummarySchema) },
      },
    },
    async (request) => service.list(company(request), request.query.project_type),
  )
  app.post(
    '/checklists',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        body: checklistInputSchema,
        response: { 200: checklistWriteResponseSchema },
      },
    },
    async (request) => ({
      message: checklistMessage(request.locale, 'created'),
      data: await service.create(company(request), request.body),
    }),
  )
  app.get(
    '/checklists/:id',
    {
      config: admin,
      schema: { tags, querystring, params: checklistParams, response: { 200: checklistDetailSchema } },
    },
    async (request) => service.get(company(request), request.params.id),
  )
  app.put(
    '/checklists/:id',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: checklistParams,
        body: checklistInputSchema,
        response: { 200: checklistWriteResponseSchema },
      },
    },
    async (request) => ({
      message: checklistMessage(request.locale, 'updated'),
      data: await service.update(company(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/checklists/:id',
    {
      config: admin,
      schema: {
        tags,
        querystring: resetQuerySchema,
        params: checklistParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.remove(company(request), request.params.id, request.query.reset)
      return { message: checklistMessage(request.locale, request.query.reset ? 'reset' : 'deleted') }
    },
  )

  app.post(
    '/checklists/:id/section',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: checklistParams,
        body: sectionInputSchema,
        response: { 200: sectionWriteResponseSchema },
      },
    },
    async (request) => ({
      message: checklistMessage(request.locale, 'section_created'),
      id: await service.addSection(company(request), request.params.id, request.body),
    }),
  )
  app.put(
    '/checklists/:id/section/:sectionId',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: sectionParams,
        body: sectionInputSchema,
        response: { 200: sectionWriteResponseSchema },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params
      await service.renameSection(company(request), id, sectionId, request.body)
      return { message: checklistMessage(request.locale, 'section_updated'), id: sectionId }
    },
  )
  app.delete(
    '/checklists/:id/section/:sectionId',
    {
      config: admin,
      schema: {
        tags,
        querystring: resetQuerySchema,
        params: sectionParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params
      await service.removeSection(company(request), id, sectionId, request.query.reset)
      return {
        message: checklistMessage(request.locale, request.query.reset ? 'section_reset' : 'section_deleted'),
      }
    },
  )

  app.post(
    '/checklists/:id/item',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: checklistParams,
        body: itemInputSchema,
        response: { 200: itemWriteResponseSchema },
      },
    },
    async (request) => ({
      message: checklistMessage(request.locale, 'item_created'),
      data: await service.createItem(company(request), request.params.id, request.body),
    }),
  )
  app.put(
    '/checklists/:id/item/:itemId',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: itemParams,
        body: itemInputSchema,
        response: { 200: itemWriteResponseSchema },
      },
    },
    async (request) => ({
      message: checklistMessage(request.locale, 'item_updated'),
      data: await service.updateItem(
        company(request),
        request.params.id,
        request.params.itemId,
        request.body,
      ),
    }),
  )
  app.delete(
    '/checklists/:id/item/:itemId',
    {
      config: admin,
      schema: { tags, querystring, params: itemParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.removeItem(company(request), request.params.id, request.params.itemId)
      return { message: checklistMessage(request.locale, 'item_deleted') }
    },
  )
  app.post(
    '/checklists/:id/upload',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        params: checklistParams,
        body: uploadInputSchema,
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      const result = await service.upload(company(request), request.params.id, request.body)
      return { message: checklistMessage(request.locale, 'uploaded', result), ...result }
    },
  )

  app.get(
    '/project/:code/checklist',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        params: projectChecklistParams,
        response: { 200: projectChecklistSchema },
      },
    },
    async (request) => projectService.view(requireAuth(request), request.params.code),
  )
  app.post(
    '/project/:code/checklist/apply',
    {
      config: staff,
      schema: { tags, querystring, params: projectChecklistParams, response: { 200: applyResponseSchema } },
    },
    async (request) => {
      const created = await projectService.apply(requireAuth(request), request.params.code)
      return { message: checklistMessage(request.locale, 'applied', { count: created }), created }
    },
  )
  app.put(
    '/project/:code/checklist/task/:taskId',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        params: projectTaskParams,
        body: taskToggleInputSchema,
        response: { 200: taskToggleResponseSchema },
      },
    },
    async (request) => {
      const { code, taskId } = request.params
      const data = await projectService.toggle(requireAuth(request), code, taskId, request.body.completed)
      return {
        message: checklistMessage(request.locale, data.completed_at ? 'task_completed' : 'task_reopened'),
        data,
      }
    },
  )
}
