import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  milestoneInputSchema,
  taskDetailResponseSchema,
  taskInputSchema,
  taskLabelInputSchema,
  taskLabelsResponseSchema,
  taskLabelWriteResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskParams,
  taskSectionInputSchema,
  taskSectionOrderSchema,
  taskSectionsResponseSchema,
  taskSectionWriteResponseSchema,
  taskUpdateSchema,
  taskWriteResponseSchema,
} from '@ajanda/contracts/tasks.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { requireAuth } from '../../platform/request-context'
import { taskMessage } from './task-messages'
import { createTasksService } from './tasks.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const params = taskParams

/** The tasks calls (issue 8, staff-app.md "Tasks and activities"): back-office staff only. */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createTasksService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['tasks']

  app.get(
    '/tasks',
    { config, schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListResponseSchema } } },
    async (request, reply) => {
      const page = await service.list(requireAuth(request), request.query, request.locale)
      return reply.type(JSON_CONTENT_TYPE).send(page as never)
    },
  )
  app.get(
    '/tasks/label',
    { config, schema: { tags, querystring, response: { 200: taskLabelsResponseSchema } } },
    async (request) => service.labels(requireAuth(request)),
  )
  app.post(
    '/tasks/label',
    {
      config,
      schema: {
        tags,
        querystring,
        body: taskLabelInputSchema,
        response: { 200: taskLabelWriteResponseSchema },
      },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'label_created'),
      data: await service.createLabel(requireAuth(request), request.body),
    }),
  )
  app.post(
    '/tasks/section',
    {
      config,
      schema: {
        tags,
        querystring,
        body: taskSectionInputSchema,
        response: { 200: taskSectionWriteResponseSchema },
      },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'section_created'),
      data: await service.createSection(requireAuth(request), request.body.title),
    }),
  )
  app.put(
    '/tasks/sections/order',
    {
      config,
      schema: {
        tags,
        querystring,
        body: taskSectionOrderSchema,
        response: { 200: taskSectionsResponseSchema },
      },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'sections_ordered'),
      data: await service.orderSections(requireAuth(request), request.body.ids),
    }),
  )
  app.put(
    '/tasks/section/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params,
        body: taskSectionInputSchema,
        response: { 200: taskSectionWriteResponseSchema },
      },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'section_updated'),
      data: await service.renameSection(requireAuth(request), request.params.id, request.body.title),
    }),
  )
  app.delete(
    '/tasks/section/:id',
    { config, schema: { tags, querystring, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.removeSection(requireAuth(request), request.params.id)
      return { message: taskMessage(request.locale, 'section_deleted') }
    },
  )
  app.post(
    '/tasks/milestone',
    {
      config,
      schema: { tags, querystring, body: milestoneInputSchema, response: { 200: taskWriteResponseSchema } },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'milestone_created'),
      data: await service.createMilestone(requireAuth(request), request.body),
    }),
  )
  app.post(
    '/tasks',
    {
      config,
      schema: { tags, querystring, body: taskInputSchema, response: { 200: taskWriteResponseSchema } },
    },
    async (request) => ({
      message: taskMessage(request.locale, 'task_created'),
      data: await service.create(requireAuth(request), request.body),
    }),
  )
  app.get(
    '/tasks/:id',
    { config, schema: { tags, querystring, params, response: { 200: taskDetailResponseSchema } } },
    async (request) => ({ data: await service.get(requireAuth(request), request.params.id) }),
  )
  app.put(
    '/tasks/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params,
        body: taskUpdateSchema,
        response: { 200: taskWriteResponseSchema },
      },
    },
    async (request) => {
      const { task, completed } = await service.update(requireAuth(request), request.params.id, request.body)
      const key =
        completed === true ? 'task_completed' : completed === false ? 'task_reopened' : 'task_updated'
      return { message: taskMessage(request.locale, key), data: task }
    },
  )
  app.delete(
    '/tasks/:id',
    { config, schema: { tags, querystring, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id)
      return { message: taskMessage(request.locale, 'task_deleted') }
    },
  )
}
