import {
  budgetCategoryParams,
  budgetCreatedResponseSchema,
  budgetDetailSchema,
  budgetParams,
  budgetRatesInputSchema,
  budgetReviewShareResponseSchema,
  budgetTemplateSchema,
  budgetWriteResponseSchema,
  createBudgetInputSchema,
  projectBudgetsParams,
  projectBudgetsResponseSchema,
  saveTemplateInputSchema,
  updateBudgetInputSchema,
} from '@ajanda/contracts/budgets.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { requireAuth } from '../../platform/request-context'
import { contentOf } from './budget-content'
import { createBudgetCore } from './budget-core'
import { budgetExportRoutes } from './budget-export.routes'
import { budgetLinesRoutes } from './budget-lines.routes'
import { budgetMainRoutes } from './budget-main.routes'
import { budgetMessage } from './budget-messages'
import { createBudgetReviewService } from './budget-review.service'
import { budgetReviewMailRoutes } from './budget-review-mail.routes'
import { readBudget } from './budget-statement'
import { saveAsTemplate } from './budget-templates'
import { createBudgetsService } from './budgets.service'
import { clientBudgetsRoutes } from './client-budgets.routes'
import { clientReviewRoutes } from './client-review.routes'

const querystring = z.object({ locale: z.string().max(10).optional() })
const templateWritten = z.object({ message: z.string(), data: budgetTemplateSchema })

/**
 * The budget calls (staff-app.md "Projects, clients, budgets"; issue 9): back-office staff only, except
 * the public client review. Big answers (a budget's detail) are sent as text built once per version.
 */
export const budgetsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const core = createBudgetCore(ctx)
  const service = createBudgetsService(ctx, core)
  const review = createBudgetReviewService(ctx, core)
  const config = { access: 'staff' } as const
  const tags = ['budgets']
  await app.register(budgetLinesRoutes, { ctx, core })
  await app.register(clientReviewRoutes, { ctx, core })
  await app.register(budgetExportRoutes, { ctx, core })
  await app.register(budgetReviewMailRoutes, { ctx, core })
  await app.register(clientBudgetsRoutes, { ctx })
  await app.register(budgetMainRoutes, { ctx, core })

  app.get(
    '/project/:code/budgets',
    {
      config,
      schema: {
        tags,
        querystring,
        params: projectBudgetsParams,
        response: { 200: projectBudgetsResponseSchema },
      },
    },
    async (request) => service.list(requireAuth(request), request.params.code),
  )
  app.post(
    '/project/:code/budgets',
    {
      config,
      schema: {
        tags,
        querystring,
        params: projectBudgetsParams,
        body: createBudgetInputSchema,
        response: { 200: budgetCreatedResponseSchema },
      },
    },
    async (request) =>
      service.create(requireAuth(request), request.params.code, request.body, request.locale),
  )

  app.get(
    '/budget/:code',
    { config, schema: { tags, querystring, params: budgetParams, response: { 200: budgetDetailSchema } } },
    async (request, reply) => {
      const found = await core.access(requireAuth(request), request.params.code, false)
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      const body = await core.detailBody(found, gzip)
      reply.type(JSON_CONTENT_TYPE).header('vary', 'accept-encoding')
      if (gzip) reply.header('content-encoding', 'gzip')
      return reply.send(body as never)
    },
  )
  const written = { 200: budgetWriteResponseSchema }
  app.put(
    '/budget/:code',
    {
      config,
      schema: { tags, querystring, params: budgetParams, body: updateBudgetInputSchema, response: written },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await service.update(auth, request.params.code, request.body)
      return sendAnswer(reply, result, request.params.code, auth.user.id, request.locale, 'budget_updated')
    },
  )
  app.delete(
    '/budget/:code',
    { config, schema: { tags, querystring, params: budgetParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.remove(requireAuth(request), request.params.code, request.locale)
      return { message: budgetMessage(request.locale, 'budget_deleted') }
    },
  )
  app.post(
    '/budget/:code/rates/refresh',
    { config, schema: { tags, querystring, params: budgetParams, response: written } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await service.refreshRates(auth, request.params.code)
      return sendAnswer(reply, result, request.params.code, auth.user.id, request.locale, 'rates_refreshed')
    },
  )
  app.put(
    '/budget/:code/rates',
    {
      config,
      schema: { tags, querystring, params: budgetParams, body: budgetRatesInputSchema, response: written },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await service.saveRates(auth, request.params.code, request.body.rates)
      return sendAnswer(reply, result, request.params.code, auth.user.id, request.locale, 'rates_saved')
    },
  )

  app.post(
    '/budget/:code/save-as-template',
    {
      config,
      schema: {
        tags,
        querystring,
        params: budgetParams,
        body: saveTemplateInputSchema,
        response: { 200: templateWritten },
      },
    },
    async (request) => {
      const found = await core.access(requireAuth(request), request.params.code, false)
      const record = await readBudget(ctx.db, found.id)
      if (!record) throw new NotFoundError()
      return {
        message: budgetMessage(request.locale, 'template_saved'),
        data: await saveAsTemplate(ctx.db, found.companyId, 'BUDGET', request.body.name, contentOf(record)),
      }
    },
  )
  app.post(
    '/budget/:code/categories/:id/save-as-template',
    {
      config,
      schema: {
        tags,
        querystring,
        params: budgetCategoryParams,
        body: saveTemplateInputSchema,
        response: { 200: templateWritten },
      },
    },
    async (request) => {
      const found = await core.access(requireAuth(request), request.params.code, false)
      const record = await readBudget(ctx.db, found.id, [request.params.id])
      if (!record || record.categories.length === 0) throw new NotFoundError()
      const categories = contentOf(record, request.params.id)
      return {
        message: budgetMessage(request.locale, 'template_saved'),
        data: await saveAsTemplate(ctx.db, found.companyId, 'CATEGORY', request.body.name, categories),
      }
    },
  )

  app.post(
    '/budget/:code/review',
    {
      config,
      schema: { tags, querystring, params: budgetParams, response: { 200: budgetReviewShareResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const result = await review.share(auth, request.params.code)
      core.published(
        result.found.companyId,
        request.params.code,
        result.version,
        auth.user.id,
        request.locale,
      )
      return {
        message: budgetMessage(request.locale, 'review_shared'),
        code: result.reviewCode,
        url: `${ctx.config.appUrl}/client-review/${result.reviewCode}`,
      }
    },
  )
  app.delete(
    '/budget/:code/review',
    { config, schema: { tags, querystring, params: budgetParams, response: written } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const result = await review.revoke(auth, request.params.code)
      return sendAnswer(reply, result, request.params.code, auth.user.id, request.locale, 'review_revoked')
    },
  )

  /** After a committed write: the realtime event, then the detail as text. */
  /** Publishes the change and sends the new version's detail, serialized once by the core. */
  async function sendAnswer(
    reply: FastifyReply,
    result: { found: Parameters<typeof core.writeAnswer>[0]; version: number },
    code: string,
    userId: number,
    locale: Parameters<typeof budgetMessage>[0],
    key: Parameters<typeof budgetMessage>[1],
  ) {
    core.published(result.found.companyId, code, result.version, userId, locale)
    const body = await core.writeAnswer(result.found, budgetMessage(locale, key))
    return reply.type(JSON_CONTENT_TYPE).send(body as never)
  }
}
