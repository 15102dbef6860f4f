import {
  type DecisionLinkState,
  type DecisionLinkView,
  decisionLinkInputSchema,
  decisionLinkParams,
  decisionLinkQuery,
  decisionLinkResponseSchema,
  decisionLinkViewSchema,
} from '@ajanda/contracts/requests.contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { type MessageKey, t } from '../../platform/messages'
import { eventCompanies } from '../event-companies/event-companies.table'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { users } from '../users/users.table'
import { type DecisionLinkRow, findDecisionLink, linkState, markLinkUsed } from './decision-links'
import { loadRequestDetail } from './request-detail'
import type { RequestsService } from './requests.service'
import { requests } from './requests.table'

const STATE_MESSAGES: Record<Exclude<DecisionLinkState, 'valid' | 'invalid'>, MessageKey> = {
  used: 'decision_link_used',
  expired: 'decision_link_expired',
  decided: 'decision_link_decided',
}
const goneSchema = z.object({ message: z.string(), state: z.string() })
/** An approver opens the link and decides: a handful of calls. More than 30 a minute is guessing tokens. */
const DECISION_LINK_LIMIT = { name: 'decision-link-ip', points: 30, durationSeconds: 60 } as const

/**
 * The public decision page's calls (/approval-decision/{id}/{person}/{type}): the token, the request
 * id, the approver's code and the request type must all match one stored link, else 404.
 */
export const decisionLinkRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext
  service: RequestsService
}> = async (app, { ctx, service }) => {
  const path = '/approval-decision/:id/:person/:type'
  const tags = ['approvals']

  async function matchingLink(
    db: DbOrTx,
    params: z.infer<typeof decisionLinkParams>,
    token: string,
    lock = false,
  ) {
    const link = await findDecisionLink(db, params.id, token, lock)
    if (!link) throw new NotFoundError()
    const [row] = await db
      .select({ request: requests, code: users.code, full_name: users.full_name })
      .from(requests)
      .innerJoin(users, eq(users.id, link.user_id))
      .where(eq(requests.id, params.id))
      .limit(1)
    if (!row || row.code !== params.person || row.request.request_type !== params.type)
      throw new NotFoundError()
    return { link, request: row.request, approverName: row.full_name }
  }

  app.get(
    path,
    {
      config: { access: 'public', rateLimit: DECISION_LINK_LIMIT },
      schema: {
        tags,
        params: decisionLinkParams,
        querystring: decisionLinkQuery,
        response: { 200: decisionLinkViewSchema },
      },
    },
    async (request): Promise<DecisionLinkView> => {
      const {
        link,
        request: row,
        approverName,
      } = await matchingLink(ctx.db, request.params, request.query.token)
      const [company] = await ctx.db
        .select({ name: eventCompanies.name, square_logo: eventCompanies.square_logo })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, row.event_company_id))
        .limit(1)
      const detail = await loadRequestDetail(ctx.db, ctx.storage, row.event_company_id, row.id, link.user_id)
      return {
        state: linkState(link, row),
        request: detail ?? null,
        approver: { full_name: approverName },
        company: company
          ? {
              name: company.name,
              square_logo: company.square_logo ? ctx.storage.url(company.square_logo) : null,
            }
          : null,
        expires_at: link.expires_at.toISOString(),
      }
    },
  )

  app.post(
    path,
    {
      config: { access: 'public', rateLimit: DECISION_LINK_LIMIT },
      schema: {
        tags,
        params: decisionLinkParams,
        querystring: z.object({ locale: z.string().max(10).optional() }),
        body: decisionLinkInputSchema,
        response: { 200: decisionLinkResponseSchema, 410: goneSchema },
      },
    },
    async (request, reply) => {
      const { decision, reason, token } = request.body
      if (decision === 'DECLINED' && !reason)
        throw FieldValidationError.of('reason', { validation: 'required' })
      const outcome = await transactionWithNotices(ctx, async (tx, notices) => {
        const { link, request: row } = await matchingLink(tx, request.params, token, true)
        const locked =
          (await tx.select().from(requests).where(eq(requests.id, row.id)).for('update'))[0] ?? row
        const state = linkState(link as DecisionLinkRow, locked)
        if (state !== 'valid') return { ok: false, state } as const
        await service.decide(
          notices,
          row.event_company_id,
          row.id,
          link.user_id,
          decision,
          decision === 'DECLINED' ? (reason ?? null) : null,
          true,
        )
        await markLinkUsed(tx, link.id)
        return { ok: true } as const
      })
      if (!outcome.ok) {
        const state = outcome.state as keyof typeof STATE_MESSAGES
        return reply.code(410).send({ message: t(request.locale, STATE_MESSAGES[state]), state })
      }
      return {
        message: t(request.locale, decision === 'APPROVED' ? 'request_approved' : 'request_declined'),
        state: 'used' as const,
      }
    },
  )
}
