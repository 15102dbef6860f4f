import { budgetParams } from '@ajanda/contracts/budgets.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { projects } from '../projects/projects.table'
import type { createBudgetCore } from './budget-core'
import { budgetMessage } from './budget-messages'
import { budgets } from './budgets.table'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * PUT /budget/{code}/main: this budget is the project's main one, the one whose turnover and profit count
 * in reports (event-side.md section 5; without a marked one, the project's first budget counts). Whoever
 * may edit the budget may mark it. The project's row is locked first so two marks at once end with one
 * main budget, never a unique-index error.
 */
export const budgetMainRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext
  core: ReturnType<typeof createBudgetCore>
}> = async (app, { ctx, core }) => {
  app.put(
    '/budget/:code/main',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['budgets'],
        querystring,
        params: budgetParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const found = await core.access(requireAuth(request), request.params.code, true)
      await ctx.db.transaction(async (tx) => {
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.id, found.projectId))
          .for('update')
        await tx
          .update(budgets)
          .set({ is_main: false })
          .where(
            and(eq(budgets.project_id, found.projectId), eq(budgets.is_main, true), ne(budgets.id, found.id)),
          )
        await tx.update(budgets).set({ is_main: true }).where(eq(budgets.id, found.id))
      })
      return { message: budgetMessage(request.locale, 'budget_made_main') }
    },
  )
}
