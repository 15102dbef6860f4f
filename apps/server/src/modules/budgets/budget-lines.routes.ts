import {
  addBudgetLinesInputSchema,
  budgetCategoryInputSchema,
  budgetCategoryParams,
  budgetItemParams,
  budgetLineConflictSchema,
  budgetLinesWriteResponseSchema,
  budgetOrderInputSchema,
  budgetParams,
  budgetWriteResponseSchema,
  updateBudgetLineInputSchema,
} from '@ajanda/contracts/budgets.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { requireAuth } from '../../platform/request-context'
import { type BudgetWrite, createBudgetCategoriesService } from './budget-categories.service'
import type { BudgetCore } from './budget-core'
import { createBudgetItemsService, type LinesWrite } from './budget-items.service'
import { type BudgetMessageKey, budgetMessage } from './budget-messages'

const querystring = z.object({ locale: z.string().max(10).optional() })

/** A budget's categories, lines and order (the editor's calls); every write bumps the budget's version. */
export const budgetLinesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; core: BudgetCore }> = async (
  app,
  { ctx, core },
) => {
  const categories = createBudgetCategoriesService(ctx, core)
  const items = createBudgetItemsService(ctx, core)
  const config = { access: 'staff' } as const
  const tags = ['budgets']
  const detail = { 200: budgetWriteResponseSchema }
  const lines = { 200: budgetLinesWriteResponseSchema }

  /** The event after the commit, then the whole budget as text (its totals all changed). */
  async function detailAnswer(
    result: BudgetWrite,
    code: string,
    userId: number,
    locale: Locale,
    key: BudgetMessageKey,
  ) {
    core.published(result.found.companyId, code, result.version, userId, locale)
    return core.writeAnswer(result.found, budgetMessage(locale, key))
  }
  function linesAnswer(result: LinesWrite, code: string, userId: number, locale: Locale, message: string) {
    core.published(result.found.companyId, code, result.version, userId, locale)
    return { message, data: result.lines, version: result.version }
  }

  app.post(
    '/budget/:code/categories',
    {
      config,
      schema: { tags, querystring, params: budgetParams, body: budgetCategoryInputSchema, response: detail },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await categories.add(auth, request.params.code, request.body)
      const text = await detailAnswer(
        result,
        request.params.code,
        auth.user.id,
        request.locale,
        'category_created',
      )
      return reply.type(JSON_CONTENT_TYPE).send(text as never)
    },
  )
  app.put(
    '/budget/:code/categories/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params: budgetCategoryParams,
        body: budgetCategoryInputSchema,
        response: detail,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const { code, id } = request.params
      const result = await categories.update(auth, code, id, request.body)
      const text = await detailAnswer(result, code, auth.user.id, request.locale, 'category_updated')
      return reply.type(JSON_CONTENT_TYPE).send(text as never)
    },
  )
  app.delete(
    '/budget/:code/categories/:id',
    { config, schema: { tags, querystring, params: budgetCategoryParams, response: detail } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const { code, id } = request.params
      const result = await categories.remove(auth, code, id)
      const text = await detailAnswer(result, code, auth.user.id, request.locale, 'category_deleted')
      return reply.type(JSON_CONTENT_TYPE).send(text as never)
    },
  )

  app.post(
    '/budget/:code/items',
    {
      config,
      schema: { tags, querystring, params: budgetParams, body: addBudgetLinesInputSchema, response: lines },
    },
    async (request) => {
      const auth = requireAuth(request)
      const result = await items.add(auth, request.params.code, request.body)
      const message = budgetMessage(request.locale, 'items_created', { count: request.body.items.length })
      return linesAnswer(result, request.params.code, auth.user.id, request.locale, message)
    },
  )
  app.put(
    '/budget/:code/items/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params: budgetItemParams,
        body: updateBudgetLineInputSchema,
        response: { ...lines, 409: budgetLineConflictSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { code, id } = request.params
      const result = await items.update(auth, code, id, request.body)
      return linesAnswer(
        result,
        code,
        auth.user.id,
        request.locale,
        budgetMessage(request.locale, 'item_updated'),
      )
    },
  )
  app.delete(
    '/budget/:code/items/:id',
    { config, schema: { tags, querystring, params: budgetItemParams, response: lines } },
    async (request) => {
      const auth = requireAuth(request)
      const { code, id } = request.params
      const result = await items.remove(auth, code, id)
      return linesAnswer(
        result,
        code,
        auth.user.id,
        request.locale,
        budgetMessage(request.locale, 'item_deleted'),
      )
    },
  )
  app.post(
    '/budget/:code/items/:id/default',
    { config, schema: { tags, querystring, params: budgetItemParams, response: lines } },
    async (request) => {
      const auth = requireAuth(request)
      const { code, id } = request.params
      const result = await items.makeDefault(auth, code, id)
      return linesAnswer(
        result,
        code,
        auth.user.id,
        request.locale,
        budgetMessage(request.locale, 'item_default'),
      )
    },
  )
  app.put(
    '/budget/:code/order',
    {
      config,
      schema: { tags, querystring, params: budgetParams, body: budgetOrderInputSchema, response: detail },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await items.order(auth, request.params.code, request.body)
      const text = await detailAnswer(
        result,
        request.params.code,
        auth.user.id,
        request.locale,
        'order_saved',
      )
      return reply.type(JSON_CONTENT_TYPE).send(text as never)
    },
  )
}
