import {
  approvalChainsResponseSchema,
  approvalChainTypeParam,
  saveApprovalChainResponseSchema,
  saveApprovalChainSchema,
} from '@ajanda/contracts/approvals.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { approvalMessage } from './approval-messages'
import { createApprovalsService } from './approvals.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The approval chain of every request type (admin-area.md route /admin/approval-chain, decisions.md 4):
 * admins of the back office only, like the notification recipients. An unknown type is a 422 on `type`.
 */
export const approvalsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createApprovalsService(ctx)
  const admin = { access: 'admin' } as const
  const tags = ['approvals']

  app.get(
    '/approval-chains',
    { config: admin, schema: { tags, querystring, response: { 200: approvalChainsResponseSchema } } },
    async (request) => ({ data: await service.list(requireAuth(request)) }),
  )
  app.put(
    '/approval-chains/:type',
    {
      config: admin,
      schema: {
        tags,
        params: approvalChainTypeParam,
        querystring,
        body: saveApprovalChainSchema,
        response: { 200: saveApprovalChainResponseSchema },
      },
    },
    async (request) => ({
      message: approvalMessage(request.locale, 'chain_saved'),
      data: await service.save(requireAuth(request), request.params.type, request.body),
    }),
  )
}
