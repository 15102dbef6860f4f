import {
  reviewRecipientsResponseSchema,
  reviewSendingsResponseSchema,
  sendBudgetReviewInputSchema,
  sendBudgetReviewResponseSchema,
} from '@ajanda/contracts/budget-review-mail.contract'
import { budgetParams } from '@ajanda/contracts/budgets.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import type { BudgetCore } from './budget-core'
import { budgetMessage } from './budget-messages'
import { createBudgetReviewMailService } from './budget-review-mail.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The review link by e-mail (decisions/0028), staff only: whom it may go to, the sendings so far, and the
 * send (the project's edit right, like sharing the link).
 */
export const budgetReviewMailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; core: BudgetCore }> = async (
  app,
  { ctx, core },
) => {
  const service = createBudgetReviewMailService(ctx, core)
  const config = { access: 'staff' } as const
  const tags = ['budgets']

  app.get(
    '/budget/:code/review/recipients',
    {
      config,
      schema: { tags, querystring, params: budgetParams, response: { 200: reviewRecipientsResponseSchema } },
    },
    async (request) => service.recipients(requireAuth(request), request.params.code),
  )
  app.get(
    '/budget/:code/review/sendings',
    {
      config,
      schema: { tags, querystring, params: budgetParams, response: { 200: reviewSendingsResponseSchema } },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.code) }),
  )
  app.post(
    '/budget/:code/review/send',
    {
      config,
      schema: {
        tags,
        querystring,
        params: budgetParams,
        body: sendBudgetReviewInputSchema,
        response: { 200: sendBudgetReviewResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const result = await service.send(auth, request.params.code, request.body)
      core.published(
        result.found.companyId,
        request.params.code,
        result.version,
        auth.user.id,
        request.locale,
      )
      return {
        message: budgetMessage(request.locale, 'review_sent', { count: result.sending.recipients.length }),
        data: result.sending,
      }
    },
  )
}
