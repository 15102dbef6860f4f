import {
  type ClientBudgetItem,
  type ClientBudgetListQuery,
  clientBudgetListQuerySchema,
  clientBudgetListResponseSchema,
  clientBudgetsParams,
} from '@ajanda/contracts/client-budgets.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { requireAuth } from '../../platform/request-context'
import { clients } from '../clients/clients.table'
import { projectTypes } from '../definitions/definitions.table'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { readBudget } from './budget-statement'
import { toSummary } from './budget-view'
import { budgets } from './budgets.table'

/**
 * The budgets of a client's projects, for the client record: only projects the caller sees (a USER-scope
 * person their own), most recently changed first. An archived client's budgets stay listed (its record
 * stays readable); another company's client answers 404.
 */
export function createClientBudgetsService(ctx: AppContext) {
  return {
    async list(
      auth: AuthState,
      clientCode: string,
      query: ClientBudgetListQuery,
      path: string,
    ): Promise<Paginated<ClientBudgetItem>> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const [client] = await ctx.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.event_company_id, viewer.companyId), eq(clients.code, clientCode)))
        .limit(1)
      if (!client) throw new NotFoundError()
      const where = and(
        eq(projects.event_company_id, viewer.companyId),
        eq(projects.client_id, client.id),
        visibleProjects(viewer.visibility),
        isNull(budgets.deleted_at),
      )
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select({
            id: budgets.id,
            project: {
              code: projects.code,
              name: projects.name,
              project_ref: projects.project_ref,
              budget_type: projectTypes.budget_type,
            },
          })
          .from(budgets)
          .innerJoin(projects, eq(projects.id, budgets.project_id))
          .leftJoin(projectTypes, eq(projectTypes.id, projects.project_type_id))
          .where(where)
          .orderBy(desc(budgets.updated_at), desc(budgets.id))
          .limit(limit)
          .offset(offset),
        ctx.db
          .select({ total: count() })
          .from(budgets)
          .innerJoin(projects, eq(projects.id, budgets.project_id))
          .where(where),
      ])
      const records = await Promise.all(rows.map((row) => readBudget(ctx.db, row.id)))
      const items = rows.flatMap((row, index) => {
        const record = records[index]
        return record ? [{ ...toSummary(record), project: row.project }] : []
      })
      return paginated(
        items,
        Number(counted?.total ?? 0),
        { page: query.page, pageSize: query.page_size },
        path,
        query,
      )
    },
  }
}

/** GET /client/{code}/budgets: back-office staff. */
export const clientBudgetsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createClientBudgetsService(ctx)
  app.get(
    '/client/:code/budgets',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['budgets'],
        params: clientBudgetsParams,
        querystring: clientBudgetListQuerySchema,
        response: { 200: clientBudgetListResponseSchema },
      },
    },
    async (request) =>
      service.list(
        requireAuth(request),
        request.params.code,
        request.query,
        `/api/v1/client/${request.params.code}/budgets`,
      ),
  )
}
