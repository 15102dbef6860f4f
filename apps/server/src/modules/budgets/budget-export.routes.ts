import { budgetExportQuerySchema, budgetParams } from '@ajanda/contracts/budgets.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { readCompanyExportStyle } from '../event-companies/company-export-style'
import type { BudgetCore } from './budget-core'
import { readBudget } from './budget-statement'
import { toDetail } from './budget-view'
import { renderBudgetExport } from './export/render-budget-export'

/** GET /budget/{code}/export: the budget as .xlsx or PDF, for the agency or its client (export/). */
export const budgetExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; core: BudgetCore }> = async (
  app,
  { ctx, core },
) => {
  app.get(
    '/budget/:code/export',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['budgets'],
        params: budgetParams,
        querystring: budgetExportQuerySchema,
        document: download('xlsx', 'pdf'),
      },
    },
    async (request, reply) => {
      const found = await core.access(requireAuth(request), request.params.code, false)
      const record = await readBudget(ctx.db, found.id)
      if (!record) throw new NotFoundError()
      const company = await readCompanyExportStyle(ctx, found.companyId)
      const { format, audience, lang } = request.query
      const file = await renderBudgetExport({
        budget: { ...toDetail(record), can_edit: found.canEdit },
        company: {
          name: company.name,
          logo: company.logo,
          main_color: company.main_color,
          secondary_color: company.secondary_color,
          // An English export closes with the English note where the company wrote one (decisions/0030).
          footer_note: (lang === 'en' && company.footer_note_en) || company.footer_note || null,
        },
        format,
        audience,
        lang,
        generated_at: new Date().toISOString(),
        time_zone: company.time_zone,
      })
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.file_name}"`)
        .send(file.body)
    },
  )
}
