import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  pricingPeriodInputSchema,
  pricingPeriodListSchema,
  pricingPeriodResponseSchema,
  productInputSchema,
  productListSchema,
  productResponseSchema,
  projectCodeParams,
  projectRecordParams,
} from '@ajanda/contracts/products.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createProductsService } from './products.service'
import { productMessage } from './products-messages'

const locale = z.object({ locale: z.string().max(10).optional() })

/** A project's pricing periods and products (event-side.md section 4), by project code, for staff. */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createProductsService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['products']

  app.get(
    '/project/:code/pricing-periods',
    {
      config,
      schema: {
        tags,
        params: projectCodeParams,
        querystring: locale,
        response: { 200: pricingPeriodListSchema },
      },
    },
    async (request) => ({ data: await service.periods(requireAuth(request), request.params.code) }),
  )

  app.post(
    '/project/:code/pricing-periods',
    {
      config,
      schema: {
        tags,
        params: projectCodeParams,
        querystring: locale,
        body: pricingPeriodInputSchema,
        response: { 200: pricingPeriodResponseSchema },
      },
    },
    async (request) => ({
      data: await service.createPeriod(requireAuth(request), request.params.code, request.body),
      message: productMessage(request.locale, 'period_created'),
    }),
  )

  app.put(
    '/project/:code/pricing-periods/:id',
    {
      config,
      schema: {
        tags,
        params: projectRecordParams,
        querystring: locale,
        body: pricingPeriodInputSchema,
        response: { 200: pricingPeriodResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updatePeriod(
        requireAuth(request),
        request.params.code,
        request.params.id,
        request.body,
      ),
      message: productMessage(request.locale, 'period_updated'),
    }),
  )

  app.delete(
    '/project/:code/pricing-periods/:id',
    {
      config,
      schema: {
        tags,
        params: projectRecordParams,
        querystring: locale,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.deletePeriod(requireAuth(request), request.params.code, request.params.id)
      return { message: productMessage(request.locale, 'period_deleted') }
    },
  )

  app.get(
    '/project/:code/products',
    {
      config,
      schema: { tags, params: projectCodeParams, querystring: locale, response: { 200: productListSchema } },
    },
    async (request) => ({ data: await service.products(requireAuth(request), request.params.code) }),
  )

  app.post(
    '/project/:code/products',
    {
      config,
      schema: {
        tags,
        params: projectCodeParams,
        querystring: locale,
        body: productInputSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({
      data: await service.createProduct(requireAuth(request), request.params.code, request.body),
      message: productMessage(request.locale, 'product_created'),
    }),
  )

  app.put(
    '/project/:code/products/:id',
    {
      config,
      schema: {
        tags,
        params: projectRecordParams,
        querystring: locale,
        body: productInputSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateProduct(
        requireAuth(request),
        request.params.code,
        request.params.id,
        request.body,
      ),
      message: productMessage(request.locale, 'product_updated'),
    }),
  )

  app.delete(
    '/project/:code/products/:id',
    {
      config,
      schema: {
        tags,
        params: projectRecordParams,
        querystring: locale,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteProduct(requireAuth(request), request.params.code, request.params.id)
      return { message: productMessage(request.locale, 'product_deleted') }
    },
  )
}
