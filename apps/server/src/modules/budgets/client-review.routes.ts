import {
  clientReviewChoiceInputSchema,
  clientReviewCommentInputSchema,
  clientReviewDecisionInputSchema,
  clientReviewItemParams,
  clientReviewParams,
  clientReviewSchema,
  clientReviewWriteResponseSchema,
} from '@ajanda/contracts/budgets.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { BudgetCore } from './budget-core'
import { budgetMessage } from './budget-messages'
import { createBudgetReviewService } from './budget-review.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
/** A client reads and clicks through one budget; more than 120 calls a minute from one address is guessing. */
const REVIEW_LIMIT = { name: 'client-review-ip', points: 120, durationSeconds: 60 } as const

/**
 * The public client review (staff-app.md /client-review/{code}, decisions.md 5): no account, the random
 * code is the key. Unknown or revoked codes answer 404; calls are rate limited per address.
 */
export const clientReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; core: BudgetCore }> = async (
  app,
  { ctx, core },
) => {
  const review = createBudgetReviewService(ctx, core)
  const config = { access: 'public', rateLimit: REVIEW_LIMIT } as const
  const tags = ['client-review']
  const written = { 200: clientReviewWriteResponseSchema }

  app.get(
    '/client-review/:code',
    {
      config,
      schema: { tags, querystring, params: clientReviewParams, response: { 200: clientReviewSchema } },
    },
    async (request) => review.get(request.params.code),
  )
  app.post(
    '/client-review/:code/choice',
    {
      config,
      schema: {
        tags,
        querystring,
        params: clientReviewParams,
        body: clientReviewChoiceInputSchema,
        response: written,
      },
    },
    async (request) => ({
      message: budgetMessage(request.locale, 'review_choice'),
      data: await review.choose(request.params.code, request.body.item_id),
    }),
  )
  app.put(
    '/client-review/:code/items/:id/comment',
    {
      config,
      schema: {
        tags,
        querystring,
        params: clientReviewItemParams,
        body: clientReviewCommentInputSchema,
        response: written,
      },
    },
    async (request) => ({
      message: budgetMessage(request.locale, 'review_comment'),
      data: await review.comment(request.params.code, request.params.id, request.body.comment),
    }),
  )
  app.post(
    '/client-review/:code/decision',
    {
      config,
      schema: {
        tags,
        querystring,
        params: clientReviewParams,
        body: clientReviewDecisionInputSchema,
        response: written,
      },
    },
    async (request) => {
      const { decision, comment } = request.body
      return {
        message: budgetMessage(
          request.locale,
          decision === 'APPROVED' ? 'review_approved' : 'review_changes',
        ),
        data: await review.decide(request.params.code, decision, comment),
      }
    },
  )
}
