import { budgetExportQuerySchema, budgetParams } from '@ajanda/contracts/budgets.contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { eventCompanies } from '../event-companies/event-companies.table'
import type { BudgetCore } from './budget-core'
import { readBudget } from './budget-statement'
import { toDetail } from './budget-view'
import { renderBudgetExport } from './export/render-budget-export'

/** The renderers embed PNG and JPEG images only; another logo is left out rather than failing. */
const EMBEDDABLE_LOGO = /\.(png|jpe?g)$/i

/** GET /budget/{code}/export: the budget as .xlsx or PDF, for the agency or its client (export/). */
export const budgetExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; core: BudgetCore }> = async (
  app,
  { ctx, core },
) => {
  async function logoBytes(key: string | null): Promise<Buffer | null> {
    if (!key || !EMBEDDABLE_LOGO.test(key)) return null
    try {
      const chunks: Buffer[] = []
      for await (const chunk of ctx.storage.read(key)) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    } catch {
      // A logo missing from the storage only leaves the file without it.
      return null
    }
  }

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
      const [company] = await ctx.db
        .select({
          name: eventCompanies.name,
          logo: eventCompanies.logo,
          main_color: eventCompanies.export_main_color,
          secondary_color: eventCompanies.export_secondary_color,
          footer_note: eventCompanies.budget_footer_note,
          footer_note_en: eventCompanies.budget_footer_note_en,
          time_zone: eventCompanies.timezone,
        })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, found.companyId))
      const { format, audience, lang } = request.query
      const file = await renderBudgetExport({
        budget: { ...toDetail(record), can_edit: found.canEdit },
        company: {
          name: company?.name ?? '',
          logo: await logoBytes(company?.logo ?? null),
          main_color: company?.main_color ?? null,
          secondary_color: company?.secondary_color ?? null,
          // An English export closes with the English note where the company wrote one (decisions/0030).
          footer_note: (lang === 'en' && company?.footer_note_en) || company?.footer_note || null,
        },
        format,
        audience,
        lang,
        generated_at: new Date().toISOString(),
        time_zone: company?.time_zone ?? 'Europe/Istanbul',
      })
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.file_name}"`)
        .send(file.body)
    },
  )
}
