import type { BudgetSummary, CreateBudgetInput, UpdateBudgetInput } from '@ajanda/contracts/budgets.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { FieldErrors, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { clients } from '../clients/clients.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import { notify, recordNotice } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer, mayEdit, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { storeCompanyTotals } from './budget-company-totals'
import { contentOf, insertCategories } from './budget-content'
import type { BudgetAccess, BudgetCore } from './budget-core'
import { budgetMessage } from './budget-messages'
import { currenciesInUse, latestSnapshot, today } from './budget-rates'
import { readBudget } from './budget-statement'
import { toSummary } from './budget-view'
import { budgets, budgetTemplates, type TemplateCategory } from './budgets.table'

const invalid = { validation: 'invalid_choice' } as const
const unique = (values: readonly string[], without: string) =>
  [...new Set(values)].filter((v) => v !== without)

/**
 * A project's budgets (staff-app.md "Budget"): the list, creation (empty, from a template or as a copy),
 * the header's edits, the rate snapshot and soft deletion. Budgets are read through their project's
 * visibility; writes need the project's edit right.
 */
export function createBudgetsService(ctx: AppContext, core: BudgetCore) {
  async function project(auth: AuthState, code: string, write: boolean) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [row] = await ctx.db
      .select({
        id: projects.id,
        code: projects.code,
        name: projects.name,
        client_id: projects.client_id,
        responsible_id: projects.responsible_id,
        created_by: projects.created_by,
      })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, viewer.companyId),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!row) throw new NotFoundError()
    if (write && !mayEdit(viewer, row)) throw new ForbiddenError()
    return { row, companyId: viewer.companyId }
  }

  /** The client's fee settings, else the company's (decisions.md 3); a zero fee is none. */
  async function defaultFee(companyId: number, clientId: number | null, currency: string) {
    const [company] = await ctx.db
      .select({
        type: eventCompanies.fin_fee_type,
        amount: eventCompanies.fin_fee_amount,
        currency: eventCompanies.currency,
      })
      .from(eventCompanies)
      .where(eq(eventCompanies.id, companyId))
    const [client] = clientId
      ? await ctx.db
          .select({
            type: clients.fin_fee_type,
            amount: clients.fin_fee_rate,
            currency: clients.fin_fee_currency,
          })
          .from(clients)
          .where(and(eq(clients.id, clientId), eq(clients.event_company_id, companyId)))
      : []
    const source = client?.type && client.amount !== null ? client : company
    if (!source?.type || !source.amount || Number(source.amount) === 0) return null
    return {
      service_fee_type: source.type,
      service_fee_amount: source.amount,
      service_fee_currency: source.currency ?? company?.currency ?? currency,
    }
  }

  /** What a new budget starts with: a template's or another budget's categories and lines. */
  async function startingContent(auth: AuthState, companyId: number, input: CreateBudgetInput) {
    if (input.source === 'TEMPLATE') {
      const [template] = await ctx.db
        .select({ content: budgetTemplates.content })
        .from(budgetTemplates)
        .where(
          and(
            eq(budgetTemplates.event_company_id, companyId),
            eq(budgetTemplates.id, input.template_id as number),
            eq(budgetTemplates.kind, 'BUDGET'),
          ),
        )
      if (!template) new FieldErrors().add('template_id', invalid).throwIfAny()
      return { categories: template?.content.categories ?? [], source: null }
    }
    if (input.source === 'COPY') {
      const source = await core.access(auth, input.copy_from as string, false).catch(() => null)
      const record = source && (await readBudget(ctx.db, source.id))
      if (!record) new FieldErrors().add('copy_from', invalid).throwIfAny()
      return { categories: record ? contentOf(record) : [], source: record }
    }
    return { categories: [] as TemplateCategory[], source: null }
  }

  return {
    async list(auth: AuthState, projectCode: string): Promise<BudgetSummary[]> {
      const { row } = await project(auth, projectCode, false)
      const ids = await ctx.db
        .select({ id: budgets.id, is_main: budgets.is_main })
        .from(budgets)
        .where(and(eq(budgets.project_id, row.id), isNull(budgets.deleted_at)))
        .orderBy(asc(budgets.created_at), asc(budgets.id))
      const main = ids.find((budget) => budget.is_main)?.id ?? ids[0]?.id
      const records = await Promise.all(ids.map(({ id }) => readBudget(ctx.db, id)))
      return records.flatMap((record) => (record ? [toSummary(record, record.id === main)] : []))
    },

    async create(auth: AuthState, projectCode: string, input: CreateBudgetInput, locale: Locale) {
      const { row, companyId } = await project(auth, projectCode, true)
      const currency = input.currency ?? 'TRY'
      const currencies = unique(input.currencies ?? [], currency)
      const { categories, source } = await startingContent(auth, companyId, input)
      const fee = source
        ? {
            service_fee_type: source.service_fee_type,
            service_fee_amount: source.service_fee_amount,
            service_fee_currency: source.service_fee_currency,
          }
        : await defaultFee(companyId, row.client_id, currency)
      const code = newPublicCode()
      // BudgetCreated and its mails commit with the budget (issue 18).
      await transactionWithNotices(ctx, async (tx, notices) => {
        const [budget] = await tx
          .insert(budgets)
          .values({
            event_company_id: companyId,
            project_id: row.id,
            code,
            name: input.name,
            currency,
            currencies,
            ...(fee ?? {}),
            created_by: auth.user.id,
          })
          .returning({ id: budgets.id })
        const id = budget?.id as number
        await insertCategories(tx, companyId, id, categories, 0)
        const snapshot =
          source && source.currency === currency
            ? { rates: source.rates, date: source.rates_date }
            : await latestSnapshot(tx, companyId, currency, await currenciesInUse(tx, id))
        await tx
          .update(budgets)
          .set({ rates: snapshot.rates, rates_date: snapshot.date })
          .where(eq(budgets.id, id))
        await storeCompanyTotals(tx, id)
        await notify(notices, {
          companyId,
          type: 'BudgetCreated',
          data: recordNotice(
            auth.user,
            'budget',
            { name: input.name, code },
            { project: row.name, project_code: row.code },
          ),
          involvedUserIds: [row.responsible_id],
          actorUserId: auth.user.id,
        })
      })
      return { message: budgetMessage(locale, 'budget_created'), code }
    },

    async update(auth: AuthState, code: string, input: UpdateBudgetInput) {
      const found = await core.access(auth, code, true)
      const currency = input.currency
      const currencies = unique(input.currencies, currency)
      return write(found, auth, async (tx) => {
        const [before] = await tx
          .select({ currency: budgets.currency, rates: budgets.rates })
          .from(budgets)
          .where(eq(budgets.id, found.id))
        await tx
          .update(budgets)
          .set({
            name: input.name,
            currency,
            currencies,
            service_fee_type: input.service_fee?.type ?? null,
            service_fee_amount: input.service_fee?.amount ?? null,
            service_fee_currency: input.service_fee?.currency ?? null,
          })
          .where(eq(budgets.id, found.id))
        // Another currency re-bases the snapshot; new currencies get today's rate, the others keep theirs.
        const used = await currenciesInUse(tx, found.id)
        const fresh = await latestSnapshot(tx, found.companyId, currency, used)
        const kept = before?.currency === currency ? (before?.rates ?? {}) : {}
        const rates = { ...fresh.rates, ...kept }
        delete rates[currency]
        await tx
          .update(budgets)
          .set({ rates, ...(before?.currency === currency ? {} : { rates_date: fresh.date }) })
          .where(eq(budgets.id, found.id))
      })
    },

    async remove(auth: AuthState, code: string, locale: Locale) {
      const found = await core.access(auth, code, true)
      const version = await ctx.db.transaction(async (tx) => {
        const next = await core.bump(tx, found.id)
        await tx
          .update(budgets)
          .set({ deleted_at: new Date(), review_code: null })
          .where(eq(budgets.id, found.id))
        return next
      })
      core.published(found.companyId, code, version, auth.user.id, locale)
    },

    /** The latest rates of the company's table for every currency the budget uses. */
    async refreshRates(auth: AuthState, code: string) {
      const found = await core.access(auth, code, true)
      return write(found, auth, async (tx) => {
        const [budget] = await tx
          .select({ currency: budgets.currency, rates: budgets.rates })
          .from(budgets)
          .where(eq(budgets.id, found.id))
        const currency = budget?.currency ?? 'TRY'
        const fresh = await latestSnapshot(tx, found.companyId, currency, await currenciesInUse(tx, found.id))
        // A hand-entered rate of a currency the table lacks stays.
        await tx
          .update(budgets)
          .set({ rates: { ...(budget?.rates ?? {}), ...fresh.rates }, rates_date: fresh.date ?? today() })
          .where(eq(budgets.id, found.id))
      })
    },

    async saveRates(auth: AuthState, code: string, rates: Record<string, string>) {
      const found = await core.access(auth, code, true)
      return write(found, auth, async (tx) => {
        const [budget] = await tx
          .select({ currency: budgets.currency })
          .from(budgets)
          .where(eq(budgets.id, found.id))
        const snapshot = Object.fromEntries(Object.entries(rates).filter(([key]) => key !== budget?.currency))
        await tx.update(budgets).set({ rates: snapshot, rates_date: today() }).where(eq(budgets.id, found.id))
      })
    },
  }

  /** A header write: the change and the version bump in one transaction, then the event. */
  async function write(found: BudgetAccess, auth: AuthState, work: Parameters<typeof ctx.db.transaction>[0]) {
    const version = await ctx.db.transaction(async (tx) => {
      const next = await core.bump(tx, found.id)
      await work(tx)
      await storeCompanyTotals(tx, found.id)
      return next
    })
    return { found, version, by: auth.user.id }
  }
}
