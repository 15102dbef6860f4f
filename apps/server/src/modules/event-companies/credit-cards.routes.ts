import { inUseResponseSchema, messageResponseSchema } from '@ajanda/contracts/common/errors'
import { idParam } from '@ajanda/contracts/common/fields'
import {
  creditCardInputSchema,
  creditCardListResponseSchema,
  creditCardResponseSchema,
} from '@ajanda/contracts/event-companies.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createCreditCardsService } from './credit-cards.service'

const companyParams = z.object({ id: idParam })
const cardParams = z.object({ id: idParam, cardId: idParam })
const tags = ['event-companies']

export const creditCardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCreditCardsService(ctx)
  const admin = { access: 'admin' } as const

  app.get(
    '/event-companies/:id/credit-cards',
    {
      config: { access: 'user' },
      schema: { tags, params: companyParams, response: { 200: creditCardListResponseSchema } },
    },
    async (request) => service.list(requireAuth(request), request.params.id),
  )
  app.post(
    '/event-companies/:id/credit-cards',
    {
      config: admin,
      schema: {
        tags,
        params: companyParams,
        body: creditCardInputSchema,
        response: { 200: creditCardResponseSchema },
      },
    },
    async (request) => ({
      credit_card: await service.create(requireAuth(request), request.params.id, request.body),
      message: t(request.locale, 'credit_card_created'),
    }),
  )
  app.put(
    '/event-companies/:id/credit-cards/:cardId',
    {
      config: admin,
      schema: {
        tags,
        params: cardParams,
        body: creditCardInputSchema,
        response: { 200: creditCardResponseSchema },
      },
    },
    async (request) => ({
      credit_card: await service.update(
        requireAuth(request),
        request.params.id,
        request.params.cardId,
        request.body,
      ),
      message: t(request.locale, 'credit_card_updated'),
    }),
  )
  app.delete(
    '/event-companies/:id/credit-cards/:cardId',
    {
      config: admin,
      schema: {
        tags,
        params: cardParams,
        response: { 200: messageResponseSchema, 409: inUseResponseSchema },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id, request.params.cardId)
      return { message: t(request.locale, 'credit_card_deleted') }
    },
  )
}
