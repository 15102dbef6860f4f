import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import type {
  BizdevStagesInput,
  EventCompany,
  ExportSettingInput,
  UpdateEventCompanyInput,
} from '@ajanda/contracts/event-companies.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { clearCompanyTotals } from '../budgets/budget-company-totals'
import { BUDGET_TOTALS_RECOMPUTE_JOB } from '../budgets/budget-totals-recompute.job'
import { reportCache } from '../reports/report-cache'
import { checkCompanySettings, companyColumns, withMain } from './company-settings'
import { createEventCompaniesRepository, type EventCompanyRow } from './event-companies.repository'
import { toEventCompany } from './event-company-view'

export function createEventCompaniesService(ctx: AppContext) {
  const repo = createEventCompaniesRepository(ctx.db)

  async function view(row: EventCompanyRow, db: DbOrTx = ctx.db): Promise<EventCompany> {
    return toEventCompany(row, await createEventCompaniesRepository(db).findChildren(row.id), ctx.storage)
  }

  /** A company is only visible to its own people; another company's id answers 404. */
  async function ownCompany(auth: AuthState, id: number): Promise<EventCompanyRow> {
    if (auth.user.event_company_id !== id) throw new NotFoundError()
    const row = await repo.findById(id)
    if (!row) throw new NotFoundError()
    return row
  }

  async function reload(id: number): Promise<EventCompany> {
    const row = await repo.findById(id)
    if (!row) throw new NotFoundError()
    return view(row)
  }

  return {
    ownCompany,
    reload,

    async getForUser(auth: AuthState, id: number): Promise<EventCompany> {
      return view(await ownCompany(auth, id))
    },

    async update(auth: AuthState, id: number, input: UpdateEventCompanyInput): Promise<EventCompany> {
      const current = await ownCompany(auth, id)
      const location = await checkCompanySettings(repo, current, input)
      const currency = input.currency ?? current.currency
      const language = input.language ?? current.language
      const currencyChanged = currency !== current.currency
      try {
        await ctx.db.transaction(async (tx) => {
          const companies = createEventCompaniesRepository(tx)
          await companies.update(id, { ...companyColumns(input), ...location })
          if (currencyChanged) {
            // Every budget total converted again, by a job queued with the change (it takes a while).
            await clearCompanyTotals(tx, id)
            await ctx.jobs.enqueue(
              BUDGET_TOTALS_RECOMPUTE_JOB,
              { companyId: id },
              { tx, group: companyGroup(id) },
            )
          }
          if (input.vat_rates)
            await companies.replaceVatRates(id, [...new Set(input.vat_rates.map(canonicalDecimal))])
          // The main currency and language are always offered, so they join their lists.
          const { currencies, languages } = await companies.findChildren(id)
          if (input.currencies || input.currency)
            await companies.replaceCurrencies(
              id,
              withMain(currency, input.currencies ?? currencies.map((c) => c.shortcode)),
            )
          if (input.languages || input.language)
            await companies.replaceLanguages(
              id,
              withMain(language, input.languages ?? languages.map((l) => l.code)),
            )
        })
      } catch (error) {
        // Two companies saving one domain at once: the unique index decides.
        if (isUniqueViolation(error)) throw FieldValidationError.of('domain', { key: 'domain_taken' })
        throw error
      }
      if (currencyChanged) reportCache.forget(ctx, id)
      return reload(id)
    },

    async updateExportSetting(auth: AuthState, id: number, input: ExportSettingInput): Promise<EventCompany> {
      await ownCompany(auth, id)
      const values = {
        export_main_color: input.export_main_color,
        export_secondary_color: input.export_secondary_color,
        budget_footer_note:
          input.budget_footer_note === undefined ? undefined : input.budget_footer_note || null,
        budget_footer_note_en:
          input.budget_footer_note_en === undefined ? undefined : input.budget_footer_note_en || null,
      }
      const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
      if (Object.keys(sent).length > 0) await repo.update(id, sent)
      return reload(id)
    },

    async renameStages(auth: AuthState, id: number, input: BizdevStagesInput): Promise<EventCompany> {
      await ownCompany(auth, id)
      await repo.renameStages(id, input.stages)
      return reload(id)
    },
  }
}
